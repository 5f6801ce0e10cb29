import { sqlite, type Dialect } from './dialect';
import { tables } from './sql-migrations';

/**
 * Before version 5 each database had its own steps; a database still at one of them (1 to 4) is
 * brought to 5 by them, then by a step that makes it what version 5 makes a new database. Frozen:
 * kept only for databases made before the two shared one schema.
 */
export function legacySteps(d: Dialect, version: number): { version: number; sql: string }[] {
  const t = tables(d);
  // The steps that led to versions 2, 3 and 4; PostgreSQL's were tables version 5 still has.
  const own =
    d === sqlite
      ? [sqliteInbox, sqliteSearchTable, t.idempotencyKeys]
      : [t.rateLimits + t.loginFailures, t.idempotencyKeys, t.formResults];
  const toShared =
    d === sqlite
      ? `ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
         DROP INDEX IF EXISTS outbox_due;
         CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
         CREATE UNIQUE INDEX users_email ON users (lower(email));
         ALTER TABLE idempotency_keys RENAME TO idempotency_keys_4;
         DROP INDEX IF EXISTS idempotency_keys_created;
         ${t.idempotencyKeys}
         INSERT INTO idempotency_keys SELECT key, fingerprint, lead_id, created_at
           FROM idempotency_keys_4;
         DROP TABLE idempotency_keys_4;
         ${t.rateLimits} ${t.loginFailures} ${t.formResults}`
      : `${t.leadSearch}
         INSERT INTO lead_search (id, text) SELECT id, search_text FROM leads;
         ALTER TABLE leads DROP COLUMN search_text;`;
  return [...own.slice(version - 1), toShared].map((sql, i) => ({ version: version + 1 + i, sql }));
}

// Accounts with roles and server-side sessions; the leads inbox: status, note, source, history,
// and a trigram index over the field values for staff's text search.
const sqliteInbox = `ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'visitor'
     CHECK (role IN ('visitor', 'staff'));
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX sessions_user ON sessions (user_id);
   CREATE INDEX sessions_expiry ON sessions (expires_at);
   ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
     CHECK (status IN ('new', 'contacted', 'won', 'lost', 'spam'));
   ALTER TABLE leads ADD COLUMN note TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN source TEXT;
   ALTER TABLE leads ADD COLUMN user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
   CREATE INDEX leads_status ON leads (status, id);
   CREATE INDEX leads_page ON leads (page, id);
   CREATE INDEX leads_user ON leads (user_id, id);
   CREATE TABLE lead_events (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     change TEXT NOT NULL CHECK (change IN ('status', 'note')),
     from_value TEXT NOT NULL,
     to_value TEXT NOT NULL
   );
   CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
   CREATE VIRTUAL TABLE lead_text USING fts5 (text, tokenize = 'trigram');
   INSERT INTO lead_text (rowid, text)
     SELECT id, (SELECT group_concat(json_extract(value, '$.value'), ' ') FROM json_each(leads.fields))
     FROM leads;`;

// The trigram index cost 90 µs per lead in the enquiry's commit; a narrow table scanned with
// instr() answers as fast (decisions.md #31). unicode_lower is registered by the SQLite runner.
const sqliteSearchTable = `CREATE TABLE lead_search (
     id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     text TEXT NOT NULL
   );
   INSERT INTO lead_search (id, text) SELECT rowid, unicode_lower(text) FROM lead_text;
   DROP TABLE lead_text;`;
