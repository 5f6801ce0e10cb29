import type { Database } from 'better-sqlite3';

/**
 * Schema changes in order; `PRAGMA user_version` records how many have run. Append only: a
 * released migration never changes, a new one is added at the end.
 */
const migrations: string[] = [
  `CREATE TABLE leads (
     id INTEGER PRIMARY KEY,
     received_at TEXT NOT NULL,
     form TEXT NOT NULL,
     page TEXT,
     subject TEXT,
     fields TEXT NOT NULL
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE TABLE users (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     username TEXT NOT NULL,
     email TEXT NOT NULL COLLATE NOCASE UNIQUE,
     password_hash TEXT NOT NULL
   );
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads (id),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);`,
];

/**
 * Brings the database to the latest schema, one step per transaction. The version is read inside
 * the (write-locked) transaction, so two processes starting at once never run a step twice.
 */
export function migrate(db: Database): void {
  const step = db.transaction((): boolean => {
    const version = Number(db.pragma('user_version', { simple: true }));
    if (version > migrations.length)
      throw new Error(
        `the database is at schema ${version}; this program knows ${migrations.length}`,
      );
    const sql = migrations[version];
    if (sql === undefined) return false;
    db.exec(sql);
    db.pragma(`user_version = ${version + 1}`);
    return true;
  });
  while (step.immediate()) {
    // next step
  }
}
