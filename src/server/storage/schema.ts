import type { Dialect } from './dialect';

/**
 * Every table as at version 5, the first schema SQLite and PostgreSQL share. Frozen like any
 * released migration: a change is a new entry in `migrations`. On SQLite the instances' tables
 * (rate_limits, login_failures, form_results) stay empty: one process owns the file, and its
 * memory holds those counts (decisions.md #33).
 */
export const tables = (d: Dialect) => ({
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
  leads: `CREATE TABLE leads (
     id ${d.id},
     received_at ${d.time} NOT NULL,
     form text NOT NULL,
     page text,
     subject text,
     fields ${d.json} NOT NULL,
     source ${d.json},
     user_id integer REFERENCES users (id) ON DELETE SET NULL,
     status text NOT NULL DEFAULT 'new'
       CHECK (status IN ('new', 'contacted', 'won', 'lost', 'spam')),
     note text NOT NULL DEFAULT ''
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE INDEX leads_status ON leads (status, id);
   CREATE INDEX leads_page ON leads (page, id);
   CREATE INDEX leads_user ON leads (user_id, id);`,
  // Staff's text search scans each lead's values, lowercased, in this narrow table (#31).
  leadSearch: `CREATE TABLE lead_search (
     id integer PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     text text NOT NULL
   );`,
  leadEvents: `CREATE TABLE lead_events (
     id ${d.id},
     lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     at ${d.time} NOT NULL,
     actor text NOT NULL,
     change text NOT NULL CHECK (change IN ('status', 'note')),
     from_value text NOT NULL,
     to_value text NOT NULL
   );
   CREATE INDEX lead_events_lead ON lead_events (lead_id, id);`,
  // claimed_until: until when an instance holds the job it took (PostgreSQL only).
  outbox: `CREATE TABLE outbox (
     id ${d.id},
     lead_id integer NOT NULL REFERENCES leads (id),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at ${d.time} NOT NULL,
     claimed_until ${d.time},
     last_error text,
     sent_at ${d.time}
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;`,
  // An enquiry's Idempotency-Key, claimed before its lead is stored (so lead_id starts empty),
  // committed with it, forgotten after a day.
  idempotencyKeys: `CREATE TABLE idempotency_keys (
     key text PRIMARY KEY,
     fingerprint text NOT NULL,
     lead_id integer REFERENCES leads (id) ON DELETE CASCADE,
     created_at ${d.time} NOT NULL
   )${d.keyedByText};
   CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
  rateLimits: `CREATE TABLE rate_limits (
     key text PRIMARY KEY,
     window_start ${d.time} NOT NULL,
     count integer NOT NULL
   );
   CREATE INDEX rate_limits_window ON rate_limits (window_start);`,
  loginFailures: `CREATE TABLE login_failures (
     key text PRIMARY KEY,
     failures integer NOT NULL,
     last_failure ${d.time} NOT NULL,
     locked_until ${d.time} NOT NULL
   );`,
  // A refused no-JavaScript form post, waiting for the page it redirects to.
  formResults: `CREATE TABLE form_results (
     id text PRIMARY KEY,
     result ${d.json} NOT NULL,
     expires_at ${d.time} NOT NULL
   );
   CREATE INDEX form_results_expiry ON form_results (expires_at);`,
});

/** The columns of `leads` as at version 12, copied when SQLite rebuilds the table at 13. */
const leadColumns = `id, received_at, form, page, subject, fields, source, user_id, status, note,
      spam_reason, notice, marketing_consent, anonymised_at`;

/** The shortest retention of the audit log: the database refuses to purge a younger entry. */
export const auditRetentionFloorDays = 365;

/**
 * The schema's versions from 5 on, in order, each written once for both databases. Append only:
 * a released migration never changes. A database from before 5 reaches it through its own old
 * steps (legacy-migrations.ts); a new one is made at 5 at once.
 */
export const migrations: ((d: Dialect) => string)[] = [
  // 5: every table.
  (d) => Object.values(tables(d)).join('\n'),
  // 6: page editing on the server. An account may edit pages (granted from the shell only),
  // besides being staff or a visitor. A draft is an editor's unpublished change to one content
  // file, numbered by `revision` so two editors never overwrite each other unseen; a preview
  // link shows a draft to anyone holding its secret (only its hash is kept) until it expires.
  (d) => `ALTER TABLE users ADD COLUMN editor integer NOT NULL DEFAULT 0 CHECK (editor IN (0, 1));
    CREATE TABLE drafts (
      file text PRIMARY KEY,
      content ${d.json} NOT NULL,
      base_version text,
      revision integer NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      author text NOT NULL,
      updated_at ${d.time} NOT NULL
    )${d.keyedByText};
    CREATE TABLE preview_links (
      token_hash text PRIMARY KEY,
      file text NOT NULL,
      created_by text NOT NULL,
      created_at ${d.time} NOT NULL,
      expires_at ${d.time} NOT NULL
    )${d.keyedByText};
    CREATE INDEX preview_links_expiry ON preview_links (expires_at);`,
  // 7: delivery to several destinations, and spam kept aside (decisions.md #51). A lead's job
  // names where it goes ("email", "webhook", "slack", "teams"), one job per lead and destination;
  // failing_since is the time of its first failed try, cleared once it is sent. A lead stored as
  // spam keeps why. server_secrets holds keys every instance shares, made once by whichever
  // instance needs one first (the form stamp's HMAC key).
  (d) => `ALTER TABLE outbox ADD COLUMN destination text NOT NULL DEFAULT 'email';
    ALTER TABLE outbox ADD COLUMN failing_since ${d.time};
    CREATE UNIQUE INDEX outbox_lead_destination ON outbox (lead_id, destination);
    ALTER TABLE leads ADD COLUMN spam_reason text;
    CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL
    )${d.keyedByText};`,
  // 8: scheduled publishing and review. A page change waits in `page_changes` (the page as it
  // will be published, or its removal) until it is approved, its time comes or it is cancelled;
  // one instance claims it to publish (`claimed_until`, its lease); every step is an event.
  (d) => `CREATE TABLE page_changes (
      id ${d.id},
      file text NOT NULL,
      action text NOT NULL CHECK (action IN ('publish', 'unpublish')),
      content ${d.json},
      base_version text,
      redirect_from text,
      message text NOT NULL DEFAULT '',
      publish_at ${d.time},
      state text NOT NULL CHECK (state IN ('review', 'sent_back', 'scheduled', 'publishing',
        'published', 'failed', 'cancelled')),
      claimed_until ${d.time},
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      author text NOT NULL,
      author_email text NOT NULL,
      created_at ${d.time} NOT NULL,
      updated_at ${d.time} NOT NULL,
      outcome ${d.json}
    );
    CREATE INDEX page_changes_due ON page_changes (publish_at)
      WHERE state IN ('scheduled', 'publishing');
    CREATE INDEX page_changes_updated ON page_changes (updated_at);
    CREATE TABLE page_change_events (
      id ${d.id},
      change_id integer NOT NULL REFERENCES page_changes (id) ON DELETE CASCADE,
      at ${d.time} NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      actor text NOT NULL,
      step text NOT NULL CHECK (step IN ('requested', 'scheduled', 'commented', 'approved',
        'sent_back', 'cancelled', 'published', 'failed')),
      comment text NOT NULL DEFAULT ''
    );
    CREATE INDEX page_change_events_change ON page_change_events (change_id, id);`,
  // 9: the leads' audit log (decisions.md #58): who viewed, changed, exported or erased which
  // lead, and staff logins. Append-only in the database itself: a row can neither change nor
  // go, except by the retention purge, and only once it is older than the shortest retention
  // allowed. The actor has no foreign key: an account erased later must not change its entries.
  (d) => `CREATE TABLE audit_log (
      id ${d.id},
      at ${d.time} NOT NULL,
      actor_id integer,
      actor text NOT NULL,
      action text NOT NULL,
      lead_ids ${d.json} NOT NULL,
      count integer NOT NULL,
      detail ${d.json} NOT NULL
    );
    CREATE INDEX audit_log_at ON audit_log (at);
    ${d.appendOnly('audit_log', auditRetentionFloorDays)}`,
  // 10: notice, consent and retention (decisions.md #56). A lead keeps the notice its form showed
  // (the purposes and the policy page's version) and the answer to the form's marketing box
  // (null: not asked); `anonymised_at` is set when the retention job replaced its personal data.
  // `scheduled_runs` holds when a job every instance runs is next due, so one instance runs it.
  (d) => `ALTER TABLE leads ADD COLUMN notice ${d.json};
    ALTER TABLE leads ADD COLUMN marketing_consent integer CHECK (marketing_consent IN (0, 1));
    ALTER TABLE leads ADD COLUMN anonymised_at ${d.time};
    CREATE TABLE scheduled_runs (
      name text PRIMARY KEY,
      next_run_at ${d.time} NOT NULL,
      last_run_at ${d.time},
      last_result ${d.json}
    )${d.keyedByText};`,
  // 11: a discarded draft is kept a while, with who discarded it and when, so it can be brought
  // back (decisions.md #71); the columns of its draft as they were, then the discard's.
  (d) => `CREATE TABLE discarded_drafts (
      id ${d.id},
      file text NOT NULL,
      content ${d.json} NOT NULL,
      base_version text,
      revision integer NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      author text NOT NULL,
      updated_at ${d.time} NOT NULL,
      discarded_by_id integer REFERENCES users (id) ON DELETE SET NULL,
      discarded_by text NOT NULL,
      discarded_at ${d.time} NOT NULL
    );
    CREATE INDEX discarded_drafts_at ON discarded_drafts (discarded_at);`,
  // 12: an uploaded picture waits here, private to editors, until the first publish naming it
  // writes it into the content (decisions.md #73); its bytes as base64 text, which both
  // databases and the writer thread's messages carry alike, and its credit for the sources table.
  (d) => `CREATE TABLE pending_uploads (
      name text PRIMARY KEY,
      type text NOT NULL,
      data text NOT NULL,
      original_name text NOT NULL,
      source text NOT NULL,
      author text NOT NULL,
      licence text NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      uploaded_by text NOT NULL,
      uploaded_at ${d.time} NOT NULL
    )${d.keyedByText};`,
  // 13: two-step sign-in (decisions.md #81). An account's second factor: its TOTP secret (kept as
  // it is, see the decision), confirmed once a first code matched, and the last time step a code
  // was accepted for, so no code works twice. Its recovery codes, each a hash, gone once used. A
  // sign-in waiting for its second step (a code, or enrolment): the hash of its cookie's token.
  (d) => `CREATE TABLE second_factors (
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
  // 14: a lead's id is never given again (decisions.md #76): audit entries and saved links name
  // leads by id, so an erased lead's id must not come back on someone else's enquiry. PostgreSQL's
  // identity never reuses a number; SQLite gives the highest id + 1 unless the key is
  // AUTOINCREMENT, which takes a rebuild of the table (the migration runs with foreign keys off,
  // so the tables referring to leads keep their rows; every row and id is copied). Ids erased
  // before this version count too: the highest the audit log names.
  (d) =>
    d.name === 'postgres'
      ? 'SELECT 1;'
      : `CREATE TABLE leads_numbered (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      received_at ${d.time} NOT NULL,
      form text NOT NULL,
      page text,
      subject text,
      fields ${d.json} NOT NULL,
      source ${d.json},
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'won', 'lost', 'spam')),
      note text NOT NULL DEFAULT '',
      spam_reason text,
      notice ${d.json},
      marketing_consent integer CHECK (marketing_consent IN (0, 1)),
      anonymised_at ${d.time}
    );
    INSERT INTO leads_numbered (${leadColumns}) SELECT ${leadColumns} FROM leads;
    DROP TABLE leads;
    ALTER TABLE leads_numbered RENAME TO leads;
    CREATE INDEX leads_received_at ON leads (received_at);
    CREATE INDEX leads_status ON leads (status, id);
    CREATE INDEX leads_page ON leads (page, id);
    CREATE INDEX leads_user ON leads (user_id, id);
    INSERT INTO sqlite_sequence (name, seq)
      SELECT 'leads', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'leads');
    UPDATE sqlite_sequence SET seq = max(seq, coalesce(
      (SELECT max(CAST(value AS integer)) FROM audit_log, json_each(audit_log.lead_ids)), 0))
      WHERE name = 'leads';`,
  // 15: a preview link shows the draft revision it was made for, kept with it, and dies with that
  // draft (published, discarded or taken into a change: the draft's row goes, and its links with
  // it) and when its maker loses the editor role (decisions.md #78). Links made before recorded
  // no revision and cannot say what they showed: they end. A session keeps when it was last used
  // (written at most once a minute; null: not since it began) for the idle limit, and the device
  // it began on, in words, for the account's list of its sessions (#79).
  (d) => `ALTER TABLE sessions ADD COLUMN last_seen_at ${d.time};
    ALTER TABLE sessions ADD COLUMN device text NOT NULL DEFAULT '';
    DROP TABLE preview_links;
    CREATE TABLE preview_links (
      token_hash text PRIMARY KEY,
      file text NOT NULL REFERENCES drafts (file) ON DELETE CASCADE,
      revision integer NOT NULL,
      content ${d.json} NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_by text NOT NULL,
      created_at ${d.time} NOT NULL,
      expires_at ${d.time} NOT NULL
    )${d.keyedByText};
    CREATE INDEX preview_links_expiry ON preview_links (expires_at);
    CREATE INDEX preview_links_file ON preview_links (file);
    CREATE INDEX preview_links_user ON preview_links (user_id);`,
  // 16: when the session's holder last proved who they are (a password or a code: at sign-in, or
  // on the account's confirm), for the steps that ask for a recent proof (decisions.md #85). Null:
  // not since the sign-in, so its start counts.
  (d) => `ALTER TABLE sessions ADD COLUMN proved_at ${d.time};`,
  // 17: passkeys as a second factor (decisions.md #86). A credential: its id and public key (both
  // base64url), the authenticator's signature counter (bigint: it may reach 2^32 - 1), how it is
  // reached (transports, comma-separated), the name its owner sees, when it was added and last
  // used. A challenge waiting for its answer, once, for a few minutes: keyed by the hash of the
  // session (adding a passkey) or of the pending sign-in (signing in with one).
  (d) => `CREATE TABLE passkeys (
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
];

/** The version `migrations[0]` brings a database to. */
export const firstSharedVersion = 5;
