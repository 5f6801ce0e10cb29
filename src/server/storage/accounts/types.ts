export const roles = ['visitor', 'staff'] as const;
export type Role = (typeof roles)[number];

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  /** Default "visitor": staff accounts are made from the shell only. */
  role?: Role;
  /** May edit and publish pages (default false; granted from the shell only). */
  editor?: boolean;
}

export interface User extends NewUser {
  id: number;
  createdAt: string;
  role: Role;
  editor: boolean;
}

/** An account's second factor: a TOTP secret (RFC 6238) and what is left of its recovery codes. */
export interface SecondFactor {
  /** Base32, as an authenticator app is given it. */
  secret: string;
  /** False while it waits for its first code. */
  confirmed: boolean;
  /** The time step (30 s) of the last code accepted; 0 before any. */
  lastStep: number;
  recoveryCodesLeft: number;
}

/** A passkey (WebAuthn credential) an account signs in with as its second step (decisions.md #86). */
export interface Passkey {
  /** The credential's id, base64url. */
  id: string;
  userId: number;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter at its last use (0: it keeps none). */
  counter: number;
  transports: string[];
  /** What its owner calls it. */
  name: string;
}

/** A passkey as stored: with when it was added and last used (null: not yet). */
export interface StoredPasskey extends Passkey {
  createdAt: string;
  lastUsedAt: string | null;
}

/** A sign-in whose password was right, waiting for a code ("code") or for enrolment ("enrol"). */
export interface PendingLogin {
  tokenHash: string;
  userId: number;
  step: 'code' | 'enrol';
  expiresAt: Date;
}

/** A login: the cookie holds a secret, the database only its SHA-256 (`idHash`). */
export interface NewSession {
  idHash: string;
  userId: number;
  expiresAt: Date;
  /** When it begins (default: now). */
  createdAt?: Date;
  /** The browser and system it began on, in words ("Chrome on Android"); empty if unknown. */
  device?: string;
}

/** A session as its account's list shows it. */
export interface SessionRecord {
  idHash: string;
  userId: number;
  device: string;
  createdAt: string;
  /** When a request last used it (to the minute); its start until then. */
  lastSeenAt: string;
  /** When its holder last proved who they are (password or code); its start until then. */
  provedAt: string;
}

/** Accounts and their sessions. */
export interface AccountStorage {
  /** Creates an account; "exists" when the e-mail address (any case) already has one. */
  createUser(user: NewUser): Promise<User | 'exists'>;
  findUserByEmail(email: string): Promise<User | undefined>;
  findUserById(id: number): Promise<User | undefined>;
  listUsers(role?: Role): Promise<User[]>;
  /**
   * Makes an account staff (or a visitor again) and editor or not; taking a role away ends the
   * account's sessions. Undefined if no account.
   */
  setRoles(userId: number, roles: { role: Role; editor: boolean }): Promise<User | undefined>;
  /** Sets a new password hash and ends every session of the account except `keepSession`. */
  setPassword(userId: number, passwordHash: string, keepSession?: string): Promise<void>;
  /** Removes the account and its sessions; its leads stay, no longer linked to it. */
  deleteUser(userId: number): Promise<void>;
  createSession(session: NewSession): Promise<void>;
  /** The session's account if the session exists and has not expired at `now`. */
  findSession(idHash: string, now: Date): Promise<User | undefined>;
  /** The session with its account, if it exists and has not expired at `now`. */
  liveSession(idHash: string, now: Date): Promise<(SessionRecord & { user: User }) | undefined>;
  /** Records that a request used the session at `at`. */
  touchSession(idHash: string, at: Date): Promise<void>;
  /** Records that the session's holder proved who they are at `at` (decisions.md #85). */
  proveSession(idHash: string, at: Date): Promise<void>;
  /** The account's sessions not expired at `now`, the most recently used first. */
  listSessions(userId: number, now: Date): Promise<SessionRecord[]>;
  /** Ends every session of the account except `keepIdHash`; how many ended. */
  endOtherSessions(userId: number, keepIdHash: string): Promise<number>;
  deleteSession(idHash: string): Promise<void>;
}

/** Two-step sign-in: codes, recovery codes and passkeys (decisions.md #81, #86). */
export interface SecondFactorStorage {
  /** The account's second factor (decisions.md #81), confirmed or waiting for its first code. */
  secondFactor(userId: number): Promise<SecondFactor | undefined>;
  /**
   * Keeps a new secret for the account, waiting for its first code (it replaces one still
   * waiting); false when the account has a confirmed one already.
   */
  startSecondFactor(userId: number, secret: string): Promise<boolean>;
  /**
   * Confirms the waiting secret with the time step of its first code, keeps the hashes of its
   * recovery codes (replacing any) and ends the account's sessions but `keepSession`. False when
   * no secret waits.
   */
  confirmSecondFactor(
    userId: number,
    step: number,
    recoveryHashes: readonly string[],
    keepSession?: string,
  ): Promise<boolean>;
  /** Records a code's time step as used: false when it is not later than the last one used. */
  useSecondFactorStep(userId: number, step: number): Promise<boolean>;
  /** Uses up a recovery code (by its hash): false when the account has no such code (left). */
  useRecoveryCode(userId: number, codeHash: string): Promise<boolean>;
  /** Removes the second factor and its recovery codes; ends the sessions but `keepSession`. */
  removeSecondFactor(userId: number, keepSession?: string): Promise<void>;
  /** A sign-in waiting for its second step, by its token's hash; expired ones are purged. */
  createPendingLogin(pending: PendingLogin): Promise<void>;
  findPendingLogin(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: number; step: PendingLogin['step'] } | undefined>;
  deletePendingLogin(tokenHash: string): Promise<void>;
  /** The account's passkeys, the oldest first. */
  passkeys(userId: number): Promise<StoredPasskey[]>;
  /** A passkey by its credential id. */
  passkey(credentialId: string): Promise<StoredPasskey | undefined>;
  /** Keeps a new passkey and ends the account's sessions but `keepSession`; false when its
   * credential is kept already. */
  addPasskey(passkey: Passkey, keepSession?: string): Promise<boolean>;
  /**
   * Records a use of the passkey with the counter the authenticator signed: false (nothing
   * changed) unless it is higher than the one kept, or both are 0 (an authenticator without one).
   */
  usePasskey(credentialId: string, counter: number, at: Date): Promise<boolean>;
  /** Removes one of the account's passkeys and ends its sessions but `keepSession`. */
  removePasskey(userId: number, credentialId: string, keepSession?: string): Promise<boolean>;
  /** Keeps a WebAuthn challenge for `owner` until `expiresAt`, replacing one waiting. */
  keepChallenge(owner: string, challenge: string, expiresAt: Date): Promise<void>;
  /** The challenge waiting for `owner`, taken (it never comes back); undefined when expired. */
  takeChallenge(owner: string, now: Date): Promise<string | undefined>;
}
