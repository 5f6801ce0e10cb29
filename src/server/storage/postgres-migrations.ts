import type { PoolClient } from 'pg';

/**
 * PostgreSQL schema changes in order, recorded in `schema_migrations`. Append only: a released
 * migration never changes, a new one is added at the end. The tables mirror SQLite's; times are
 * `timestamptz`, field lists `jsonb`, and each lead keeps its values lowercased for text search.
 */
export const postgresMigrations: string[] = [
  `CREATE TABLE users (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     created_at timestamptz NOT NULL,
     username text NOT NULL,
     email text NOT NULL,
     password_hash text NOT NULL,
     role text NOT NULL DEFAULT 'visitor' CHECK (role IN ('visitor', 'staff'))
   );
   CREATE UNIQUE INDEX users_email ON users (lower(email));
   CREATE TABLE sessions (
     id_hash text PRIMARY KEY,
     user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL,
     expires_at timestamptz NOT NULL
   );
   CREATE INDEX sessions_user ON sessions (user_id);
   CREATE INDEX sessions_expiry ON sessions (expires_at);
   CREATE TABLE leads (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     received_at timestamptz NOT NULL,
     form text NOT NULL,
     page text,
     subject text,
     fields jsonb NOT NULL,
     source jsonb,
     user_id integer REFERENCES users (id) ON DELETE SET NULL,
     status text NOT NULL DEFAULT 'new'
       CHECK (status IN ('new', 'contacted', 'won', 'lost', 'spam')),
     note text NOT NULL DEFAULT '',
     search_text text NOT NULL
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE INDEX leads_status ON leads (status, id);
   CREATE INDEX leads_page ON leads (page, id);
   CREATE INDEX leads_user ON leads (user_id, id);
   CREATE TABLE lead_events (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     at timestamptz NOT NULL,
     actor text NOT NULL,
     change text NOT NULL CHECK (change IN ('status', 'note')),
     from_value text NOT NULL,
     to_value text NOT NULL
   );
   CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
   CREATE TABLE outbox (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     lead_id integer NOT NULL REFERENCES leads (id),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL,
     claimed_until timestamptz,
     last_error text,
     sent_at timestamptz
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;`,
  // What instances share besides the data: rate-limit windows and failed logins per account.
  `CREATE TABLE rate_limits (
     key text PRIMARY KEY,
     window_start timestamptz NOT NULL,
     count integer NOT NULL
   );
   CREATE INDEX rate_limits_window ON rate_limits (window_start);
   CREATE TABLE login_failures (
     key text PRIMARY KEY,
     failures integer NOT NULL,
     last_failure timestamptz NOT NULL,
     locked_until timestamptz NOT NULL
   );`,
  // Idempotency-Key of an enquiry, committed with the lead, forgotten after a day.
  `CREATE TABLE idempotency_keys (
     key text PRIMARY KEY,
     fingerprint text NOT NULL,
     lead_id integer REFERENCES leads (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL
   );
   CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
  // A refused no-JavaScript form post, waiting for the page it redirects to (on any instance).
  `CREATE TABLE form_results (
     id text PRIMARY KEY,
     result jsonb NOT NULL,
     expires_at timestamptz NOT NULL
   );
   CREATE INDEX form_results_expiry ON form_results (expires_at);`,
];

/** Any number, the same in every instance: the advisory lock migrations are run under. */
const migrationLock = 4_207_161_123;

/**
 * Brings the database to the latest schema. Instances starting at the same moment take turns
 * under an advisory lock, so each step runs once; each step is one transaction with its record.
 * A database newer than this program is refused, as SQLite's is.
 */
export async function migratePostgres(client: PoolClient): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [migrationLock]);
  try {
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    const current = rows[0]?.version ?? 0;
    if (current > postgresMigrations.length)
      throw new Error(
        `the database is at schema ${current}; this program knows ${postgresMigrations.length}`,
      );
    for (let version = current + 1; version <= postgresMigrations.length; version++) {
      await client.query('BEGIN');
      try {
        await client.query(postgresMigrations[version - 1] ?? '');
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLock]);
  }
}
