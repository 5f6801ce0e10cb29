import type { AuditAction, AuditEntry } from '../../schema/audit';
import type { Lead, LeadEvent, LeadStatus } from '../../schema/lead';
import type { ChangeState, ChangeStep } from '../../schema/page-change';
import type { FormResults } from '../api/form-results';
import type { LoginThrottle } from '../api/login-throttle';

export { leadSourceKeys, type LeadSource } from '../../forms/lead-source';
export {
  leadStatuses,
  type Lead,
  type LeadEvent,
  type LeadField,
  type LeadStatus,
} from '../../schema/lead';
export {
  changeStates,
  changeSteps,
  type ChangeState,
  type ChangeStep,
} from '../../schema/page-change';

export { auditActions, type AuditAction, type AuditEntry } from '../../schema/audit';

/** Who did something the audit log records: an account (its id and name then), or another. */
export interface AuditActor {
  /** null: the operator at the shell, or a visitor acting on their own data. */
  id: number | null;
  name: string;
}

export interface NewAuditEntry {
  actor: AuditActor;
  action: AuditAction;
  leadIds?: number[];
  count?: number;
  /** Never a person's data: statuses, a format, counts. */
  detail?: Record<string, unknown>;
}

/**
 * Whose data: every record holding an e-mail address (staff and the operator, who check who is
 * asking), or a signed-in visitor's own account and the enquiries sent with it (an address
 * given at sign-up is not proven, so it opens nothing else; decisions.md #57).
 */
export type Person = { email: string } | { userId: number };

/** Everything stored about one person. */
export interface PersonRecords {
  account: Omit<User, 'passwordHash'> | null;
  /** Oldest first, each with its history. */
  leads: { lead: Lead; history: LeadEvent[] }[];
  /**
   * Other people's leads that only mention the address (in a message, say): neither exported nor
   * erased with the person; their ids, for staff to open and judge (decisions.md #77).
   */
  mentionedIn: number[];
}

/** What an erasure removed (or, for other people's records, cleared), per table. */
export type ErasureCounts = Record<string, number>;

/** A lead as a form hands it to storage, before it has an id, a time and staff's status. */
export type NewLead = Omit<Lead, 'id' | 'receivedAt' | 'status' | 'note' | 'anonymisedAt'>;

/** How many months after its last change a lead of each status is anonymised. */
export type RetentionMonths = Record<LeadStatus, number>;

/** What one run of the retention job did: how many leads of each status it anonymised. */
export type RetentionRun = Record<LeadStatus, number>;

/** A client's Idempotency-Key for a submission, with a hash of what it submitted. */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

/** An Idempotency-Key already used for a submission with other content. */
export class IdempotencyConflict extends Error {
  constructor() {
    super('this Idempotency-Key was used for a different submission');
    this.name = 'IdempotencyConflict';
  }
}

/** How long a key is remembered. */
export const idempotencyKeyTtlMs = 24 * 60 * 60_000;

export interface LeadQuery {
  status?: LeadStatus;
  /** Every status but this one (the inbox's list leaves spam to its own view). */
  notStatus?: LeadStatus;
  page?: string;
  /** Received at or after. */
  from?: Date;
  /** Received before. */
  to?: Date;
  /** Words found in any field (name, e-mail, message…), any case. */
  text?: string;
  /** Newest first; `limit` leads after skipping `offset`. */
  limit: number;
  offset: number;
}

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

/** An editor's unpublished change to one content file (a page, or the site config). */
export interface Draft {
  /** The content file it changes: "pages/about.json" or "site.config.json". */
  file: string;
  /** What the editor has made of it so far (the studio's own shape). */
  content: unknown;
  /**
   * The texts of a page drafted from a brief that no person has edited or accepted yet (none for
   * a draft an editor made). Kept beside the content, never in it (decisions.md #54).
   */
  drafted: string[];
  /** The version of the file the editor started from; null for a page not yet published. */
  baseVersion: string | null;
  /** Counts the draft's saves: a save naming an older one is refused. */
  revision: number;
  userId: number | null;
  author: string;
  updatedAt: string;
}

/**
 * A picture an editor uploaded that no publish has used yet: kept here, shown to editors only,
 * until the first publish naming it writes it into the content (decisions.md #73).
 */
export interface PendingUpload {
  /** Its file name under public/images, e.g. "team-photo.png". */
  name: string;
  /** Its MIME type, e.g. "image/png". */
  type: string;
  bytes: Buffer;
  /** The name the file was uploaded under, for the sources table. */
  originalName: string;
  credit: { source: string; author: string; licence: string };
  userId: number | null;
  uploadedBy: string;
  uploadedAt: string;
}

/** How long an upload no draft names is kept unpublished before it is purged (decisions.md #74). */
export const pendingUploadKeptDays = 30;

/** A draft an editor discarded, kept a while so it can be brought back (decisions.md #71). */
export interface DiscardedDraft extends Draft {
  id: number;
  /** Who discarded it, and when. */
  discardedBy: string;
  discardedById: number | null;
  discardedAt: string;
}

/** How long a discarded draft is kept before it is purged for good. */
export const discardedDraftKeptDays = 7;

/** A draft's save: `revision` is the one the editor's copy was (null: there was none). */
export interface DraftSave {
  file: string;
  content: unknown;
  /** The texts still marked as drafted from a brief (default none). */
  drafted?: readonly string[];
  baseVersion: string | null;
  revision: number | null;
  userId: number;
  author: string;
}

export interface NewPreviewLink {
  tokenHash: string;
  file: string;
  /** The draft's revision the link is made for: all it ever shows. */
  revision: number;
  /** Its maker: the link ends when they lose the editor role. */
  userId: number;
  createdBy: string;
  expiresAt: Date;
}

/** One step of a page change: who, when, what, with their comment. */
export interface ChangeEvent {
  at: string;
  userId: number | null;
  actor: string;
  step: ChangeStep;
  comment: string;
}

/** A change to one page waiting to be published: on review, at a time, or both. */
export interface PageChange {
  id: number;
  file: string;
  /** Publish the page as `content`, or remove it (unpublish). */
  action: 'publish' | 'unpublish';
  /** The page as it will be published; null for an unpublish. */
  content: unknown;
  /** The version of the file the change was made on (null: a page not published yet). */
  baseVersion: string | null;
  /** The page's path before the change: it then redirects to the new one. */
  redirectFrom: string | null;
  message: string;
  /** When it is to be published (UTC); null: as soon as it is approved. */
  publishAt: string | null;
  state: ChangeState;
  /** While publishing: until when the instance that took it holds it. */
  claimedUntil: string | null;
  userId: number | null;
  author: string;
  authorEmail: string;
  createdAt: string;
  updatedAt: string;
  /** Once published: `{ commit }`; once failed: `{ message, problems? }`. */
  outcome: unknown;
  /** Oldest first. */
  events: ChangeEvent[];
}

export interface NewPageChange {
  file: string;
  action: 'publish' | 'unpublish';
  content: unknown;
  baseVersion: string | null;
  redirectFrom: string | null;
  message: string;
  publishAt: Date | null;
  /** Review first, or straight to its time. */
  state: 'review' | 'scheduled';
  userId: number;
  author: string;
  authorEmail: string;
}

/** A step an editor takes on a change. */
export interface ChangeAction {
  kind: 'comment' | 'approve' | 'sendBack' | 'cancel';
  userId: number;
  actor: string;
  comment: string;
  /** An approval due now is taken for publishing by the approver's instance until then. */
  leaseUntil: Date;
}

/** Why a step was refused. */
export type ChangeRefusal = 'missing' | 'state' | 'own';

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

/**
 * Where a lead is delivered: e-mail to the company, a generic webhook, a Slack or a Microsoft
 * Teams channel (decisions.md #51). Each has its own job per lead in the outbox.
 */
export const destinations = ['email', 'webhook', 'slack', 'teams'] as const;
export type Destination = (typeof destinations)[number];

/** A destination whose deliveries fail: since the first failed try of a job still waiting. */
export interface DeliveryTrouble {
  destination: string;
  /** ISO 8601. */
  since: string;
  /** Jobs of the destination not delivered yet that have failed at least once. */
  waiting: number;
}

export interface OutboxItem {
  id: number;
  /** Where this job delivers its lead ("email" for jobs from before destinations). */
  destination: string;
  lead: Lead;
  attempts: number;
  /** With several instances: until when this caller holds the job; after that another may take it. */
  heldUntil?: Date;
}

/**
 * What several server instances on one database must share besides the data, so that a client's
 * limit, an account's failed logins and a refused form post are the same whichever instance a
 * request reaches.
 */
export interface SharedState {
  /**
   * Counts one request of `key` in its fixed window of `windowMs` (a new window once it has run
   * out): the count in this window so far and the milliseconds until it ends.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The count of `key` in its current window, without counting (0 when none is running). */
  peek(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Failed logins per account, with the same delays as the in-memory throttle. */
  loginThrottle: LoginThrottle;
  /** Refused no-JavaScript form posts, so the page they redirect to shows on any instance. */
  formResults: FormResults;
  /** Tells the other instances at once that content was published (LISTEN/NOTIFY). */
  contentSignal?: ContentSignal;
}

/** A message to every instance on the database that the content remote has a new commit. */
export interface ContentSignal {
  /** Tells every instance listening (this one included) that `revision` was pushed. */
  notify(revision: string): Promise<void>;
  /** Calls `heard` with each revision told; stops on the returned function. A connection lost is
   * made again; what was told meanwhile is missed (the interval fetch catches up). */
  listen(heard: (revision: string) => void): () => Promise<void>;
}

/**
 * What the API needs from a database: embedded SQLite (sqlite.ts) or PostgreSQL (postgres.ts),
 * chosen by open.ts; the rest of the server does not know which it has.
 */
export interface Storage {
  /**
   * Stores a lead durably (committed and synced) before resolving; with `notify`, a delivery job
   * per destination is stored in the same transaction, so a crash can lose neither. A lead with
   * a `spamReason` is stored with status "spam" and no job: nothing delivers it until staff
   * say it is not spam (`updateLead` with `deliverTo`). With `idempotency`, a key
   * seen in the last 24 hours gives the lead stored with it instead of a new one (no new mail),
   * or rejects with IdempotencyConflict when it came with other content.
   */
  saveLead(
    lead: NewLead,
    options: {
      notify: boolean;
      idempotency?: IdempotencyClaim;
      /** With `notify`: one job per destination (default e-mail only). */
      destinations?: readonly string[];
    },
  ): Promise<Lead>;
  /**
   * The daily retention run, if it is due at `now` (no instance ran it since its last
   * `nextRunAt`): anonymises every lead not changed for its status's months (personal field
   * values, note, account link and search text removed; form, page, subject, status and dates
   * kept), cancels their undelivered jobs and sets the next run. With several instances on one
   * database one of them runs it; the others get undefined.
   */
  runRetention(
    now: Date,
    months: RetentionMonths,
    nextRunAt: Date,
  ): Promise<RetentionRun | undefined>;
  /** Every lead, oldest first (the shell export). */
  listLeads(query?: { since?: Date }): Promise<Lead[]>;
  /** One page of the leads that match, newest first, and how many match in all. */
  queryLeads(query: LeadQuery): Promise<{ leads: Lead[]; total: number }>;
  /** A lead with the history of its changes, oldest first. */
  getLead(id: number): Promise<{ lead: Lead; history: LeadEvent[] } | undefined>;
  /**
   * Changes status and/or note, recording each change with who made it; undefined if no lead.
   * A lead taken out of "spam" gets a delivery job for each of `deliverTo` it has none for yet,
   * in the same transaction.
   */
  updateLead(
    id: number,
    change: { status?: LeadStatus; note?: string },
    actor: string,
    options?: {
      deliverTo?: readonly string[];
      /** Recorded in the audit log, in the same transaction. */
      audit?: AuditActor;
    },
  ): Promise<Lead | undefined>;
  /** Appends an entry to the audit log (decisions.md #58). */
  audit(entry: NewAuditEntry): Promise<void>;
  /** A page of the audit log, newest first, and how many entries it has. */
  auditLog(page: { limit: number; offset: number }): Promise<{
    entries: AuditEntry[];
    total: number;
  }>;
  /**
   * Removes the audit entries older than `before`, the only way an entry goes: the database
   * refuses any other change, and this one for an entry younger than a year. How many went.
   */
  purgeAudit(before: Date): Promise<number>;
  /** Every record of a person: their account and their leads with their history. */
  personRecords(person: Person): Promise<PersonRecords>;
  /**
   * Erases a person in one transaction: their leads (with notes, history, search text, delivery
   * jobs, idempotency records), their account and its sessions; recorded in the audit log by
   * `actor` with how many records went, never the address. What went, per table.
   */
  erasePerson(person: Person, actor: AuditActor): Promise<ErasureCounts>;
  /** The leads sent while logged in to this account, newest first. */
  leadsOfUser(userId: number): Promise<Lead[]>;
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
  /**
   * Keeps an upload until a publish uses it: "kept" when the name was free, "same" when an upload
   * of that name with these bytes waits already (left as it is), "other" when its bytes differ.
   */
  keepUpload(upload: PendingUpload): Promise<'kept' | 'same' | 'other'>;
  pendingUpload(name: string): Promise<PendingUpload | undefined>;
  /** Every upload waiting for a publish, oldest first. */
  pendingUploads(): Promise<PendingUpload[]>;
  /** The names of the uploads waiting for a publish, without their bytes (for every check). */
  pendingUploadNames(): Promise<string[]>;
  /** Removes the uploads a publish has committed; how many there were. */
  takeUploads(names: readonly string[]): Promise<number>;
  /** Removes the uploads from before `before` except those named in `keep`; their names. */
  purgeUploads(before: Date, keep: readonly string[]): Promise<string[]>;
  /** Every draft, newest first. */
  listDrafts(): Promise<Draft[]>;
  getDraft(file: string): Promise<Draft | undefined>;
  /**
   * Stores a draft if nobody saved the file's draft since `save.revision` (a new draft when it
   * is null and none exists); otherwise gives the draft as it now is (null: it was published or
   * discarded meanwhile), unchanged.
   */
  saveDraft(save: DraftSave): Promise<{ saved: Draft } | { conflict: Draft | null }>;
  /** Removes a file's draft (only at `revision`, when given); whether one was removed. */
  deleteDraft(file: string, revision?: number): Promise<boolean>;
  /**
   * Discards a file's draft at `revision`: it leaves the drafts but is kept, marked with who
   * discarded it and when, so it can be brought back; whether there was one at that revision.
   * Discarded drafts older than `discardedDraftKeptDays` are purged in the same write.
   */
  discardDraft(
    file: string,
    revision: number,
    by: { userId: number; name: string },
  ): Promise<boolean>;
  /** The drafts discarded at or after `since` (still kept), the newest first. */
  listDiscardedDrafts(since: Date): Promise<DiscardedDraft[]>;
  /**
   * Makes a discarded draft its file's draft again (saved by `by`, one revision after it), and
   * no longer discarded. `conflict`: the file has a draft now, which stays; `missing`: there is
   * no such discarded draft (purged, or brought back already).
   */
  restoreDiscardedDraft(
    id: number,
    by: { userId: number; name: string },
  ): Promise<{ restored: Draft } | { refused: 'conflict' | 'missing' }>;
  /** Removes the drafts discarded before `before`; how many. */
  purgeDiscardedDrafts(before: Date): Promise<number>;
  /**
   * Keeps a link to the file's draft as it is at `link.revision`; false when the draft is no
   * longer at that revision (saved again since, or gone).
   */
  createPreviewLink(link: NewPreviewLink): Promise<boolean>;
  /**
   * The page a preview link shows (its draft at the revision it was made for), if the link has
   * not expired at `now`, that draft is still the file's draft and its maker is still an editor.
   */
  findPreviewLink(
    tokenHash: string,
    now: Date,
  ): Promise<{ file: string; content: unknown } | undefined>;
  /** Records a page change (and its first step); it waits for review or its time. */
  createChange(change: NewPageChange): Promise<PageChange>;
  /** The changes still open and those finished since `since`, newest first, without content. */
  listChanges(since: Date): Promise<PageChange[]>;
  getChange(id: number): Promise<PageChange | undefined>;
  /**
   * Takes a step on a change, recorded with who and when: a comment (on review or sent back),
   * an approval (on review, never by its author: it is then scheduled, or due now and taken by
   * the caller until `leaseUntil`), sending it back, or cancelling it (before it is published).
   */
  actOnChange(
    id: number,
    action: ChangeAction,
  ): Promise<{ change: PageChange } | { refused: ChangeRefusal; change?: PageChange }>;
  /**
   * Takes the change due first at `now` for the caller alone until `leaseUntil`: one scheduled
   * for then or earlier, or one whose publisher's lease ran out (it died). With several
   * instances on one database each change is handed to one of them.
   */
  claimDueChange(now: Date, leaseUntil: Date): Promise<PageChange | undefined>;
  /**
   * Records how the publish of a change taken until `heldUntil` ended, if the caller still holds
   * it; whether it did.
   */
  finishChange(
    id: number,
    heldUntil: string,
    result: {
      state: 'published' | 'failed';
      outcome: unknown;
      actor: string;
      userId: number | null;
    },
  ): Promise<boolean>;
  /**
   * Mail jobs due at `now`, oldest first, each given to one caller: with several instances on one
   * database a job handed out is not due again until it is marked sent or failed, or a few minutes
   * have passed (its sender died).
   */
  dueMail(now: Date, limit: number, destinations?: readonly string[]): Promise<OutboxItem[]>;
  /**
   * A job delivered. Its destination works again: that destination's jobs waiting after a
   * failure are due at once instead of at the end of their back-off.
   */
  markMailSent(id: number, at: Date): Promise<void>;
  /** A failed try: due again at `retryAt`; the first failure's time is kept (`deliveryTrouble`). */
  markMailFailed(id: number, error: string, retryAt: Date): Promise<void>;
  /** Each destination with jobs waiting after a failure, and since when; none when all is well. */
  deliveryTrouble(): Promise<DeliveryTrouble[]>;
  /**
   * A random secret of the site, the same for every instance on the database: made (from
   * `make`) by the first caller, read by the others.
   */
  secret(name: string, make: () => string): Promise<string>;
  /**
   * Counters shared by every instance on the database. Absent for SQLite: one process owns the
   * file, and that process's memory counts as well.
   */
  shared?: SharedState;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
