import type { Dialect } from '../dialect';
import type { DomainMigrations } from '../steps';

/** Accounts and their sessions as at version 5. */
export const accountTables = (d: Dialect) => ({
  users: `CREATE TABLE users (
     id ${d.id},
     created_at ${d.time} NOT NULL,
     username text NOT NULL,
     email text NOT NULL,
     password_hash text NOT NULL,
     role text NOT NULL DEFAULT 'visitor' CHECK (role IN ('visitor', 'staff'))
   );
   CREATE UNIQUE INDEX users_email ON users (lower(email));`,
  sessions: `CREATE TABLE sessions (
     id_hash text PRIMARY KEY,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at ${d.time} NOT NULL,
     expires_at ${d.time} NOT NULL
   )${d.keyedByText};
   CREATE INDEX sessions_user ON sessions (user_id);
   CREATE INDEX sessions_expiry ON sessions (expires_at);`,
});

export const accountMigrations: DomainMigrations = {
  5: (d) => Object.values(accountTables(d)).join('\n'),
  // 6: an account may edit pages (granted from the shell only), besides being staff or a visitor.
  6: () =>
    'ALTER TABLE users ADD COLUMN editor integer NOT NULL DEFAULT 0 CHECK (editor IN (0, 1));',
  // 13: two-step sign-in (decisions.md #81). An account's second factor: its TOTP secret (kept as
  // it is, see the decision), confirmed once a first code matched, and the last time step a code
  // was accepted for, so no code works twice. Its recovery codes, each a hash, gone once used. A
  // sign-in waiting for its second step (a code, or enrolment): the hash of its cookie's token.
  13: (d) => `CREATE TABLE second_factors (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      secret text NOT NULL,
      confirmed_at ${d.time},
      last_step integer NOT NULL DEFAULT 0,
      created_at ${d.time} NOT NULL
    );
    CREATE TABLE recovery_codes (
      code_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE
    )${d.keyedByText};
    CREATE INDEX recovery_codes_user ON recovery_codes (user_id);
    CREATE TABLE pending_logins (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      step text NOT NULL CHECK (step IN ('code', 'enrol')),
      expires_at ${d.time} NOT NULL
    )${d.keyedByText};
    CREATE INDEX pending_logins_expiry ON pending_logins (expires_at);`,
  // 15: a session keeps when it was last used (written at most once a minute; null: not since it
  // began) for the idle limit, and the device it began on, in words, for the account's list of
  // its sessions (#79).
  15: (d) => `ALTER TABLE sessions ADD COLUMN last_seen_at ${d.time};
    ALTER TABLE sessions ADD COLUMN device text NOT NULL DEFAULT '';`,
  // 16: when the session's holder last proved who they are (a password or a code: at sign-in, or
  // on the account's confirm), for the steps that ask for a recent proof (decisions.md #85). Null:
  // not since the sign-in, so its start counts.
  16: (d) => `ALTER TABLE sessions ADD COLUMN proved_at ${d.time};`,
  // 17: passkeys as a second factor (decisions.md #86). A credential: its id and public key (both
  // base64url), the authenticator's signature counter (bigint: it may reach 2^32 - 1), how it is
  // reached (transports, comma-separated), the name its owner sees, when it was added and last
  // used. A challenge waiting for its answer, once, for a few minutes: keyed by the hash of the
  // session (adding a passkey) or of the pending sign-in (signing in with one).
  17: (d) => `CREATE TABLE passkeys (
      credential_id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      public_key text NOT NULL,
      counter bigint NOT NULL DEFAULT 0,
      transports text NOT NULL DEFAULT '',
      name text NOT NULL,
      created_at ${d.time} NOT NULL,
      last_used_at ${d.time}
    )${d.keyedByText};
    CREATE INDEX passkeys_user ON passkeys (user_id);
    CREATE TABLE passkey_challenges (
      owner_hash text PRIMARY KEY,
      challenge text NOT NULL,
      expires_at ${d.time} NOT NULL
    )${d.keyedByText};
    CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);`,
};
