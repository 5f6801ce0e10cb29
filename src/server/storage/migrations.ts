import type { Database } from 'better-sqlite3';
import type { PoolClient } from 'pg';
import { postgres, sqlite, type Dialect } from './dialect';
import { legacySteps } from './legacy-migrations';
import { firstSharedVersion, migrations } from './sql-migrations';

const latest = firstSharedVersion + migrations.length - 1;

/**
 * The steps from `version` to the latest schema, each with the version it reaches. A database
 * newer than this program is refused: it may hold what this program would lose.
 */
export function stepsFrom(d: Dialect, version: number): { version: number; sql: string }[] {
  if (version > latest)
    throw new Error(`the database is at schema ${version}; this program knows ${latest}`);
  const old = version > 0 && version < firstSharedVersion ? legacySteps(d, version) : [];
  // A new database starts with the first shared step; an old one after it.
  const at = old.at(-1)?.version ?? Math.max(version, firstSharedVersion - 1);
  const shared = migrations.slice(at - firstSharedVersion + 1);
  return [...old, ...shared.map((step, i) => ({ version: at + 1 + i, sql: step(d) }))];
}

/**
 * SQLite: one step per transaction, the version in `PRAGMA user_version`. The version is read
 * inside the (write-locked) transaction, so two processes starting at once never run a step twice.
 */
export function migrateSqlite(db: Database): void {
  // SQLite's lower() folds ASCII only; a search is lowercased by JavaScript, so stored text is too.
  db.function('unicode_lower', { deterministic: true }, (text: unknown) =>
    String(text).toLowerCase(),
  );
  const step = db.transaction((): boolean => {
    const [next] = stepsFrom(sqlite, Number(db.pragma('user_version', { simple: true })));
    if (!next) return false;
    db.exec(next.sql);
    // What foreign keys would have refused, refused at the end of the step.
    const broken = db.pragma('foreign_key_check');
    if (Array.isArray(broken) && broken.length > 0)
      throw new Error(`schema ${next.version} would break ${broken.length} reference(s)`);
    db.pragma(`user_version = ${next.version}`);
    return true;
  });
  // A table is rebuilt (made anew, copied, the old one dropped) only with foreign keys off, as
  // SQLite's ALTER TABLE documentation asks: with them on, dropping the old table would delete
  // or refuse the rows that refer to it. The setting cannot change inside a transaction.
  const keys = Boolean(db.pragma('foreign_keys', { simple: true }));
  db.pragma('foreign_keys = OFF');
  try {
    while (step.immediate()) {
      // next step
    }
  } finally {
    if (keys) db.pragma('foreign_keys = ON');
  }
}

/** Any number, the same in every instance: the advisory lock migrations are run under. */
const migrationLock = 4_207_161_123;

/**
 * PostgreSQL: instances starting at the same moment take turns under an advisory lock, so each
 * step runs once; each step is one transaction with its row in `schema_migrations`.
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
    for (const { version, sql } of stepsFrom(postgres, rows[0]?.version ?? 0)) {
      await client.query('BEGIN');
      try {
        await client.query(sql);
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
