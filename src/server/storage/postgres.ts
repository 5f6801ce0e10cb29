import pg from 'pg';
import { postgres } from './dialect';
import { migratePostgres } from './migrations';
import { claimDueMail } from './outbox/statements';
import { toOutbox } from './outbox/rows';
import { postgresSharedState } from './shared/postgres-shared';
import { postgresContentSignal } from './shared/postgres-signal';
import type { Statement, Steps } from './steps';
import { sqlStorage } from './storage';
import type { Storage } from './types';
import { writeSteps } from './writes';

/** A connection URL with its password replaced, fit for a log line. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(a DATABASE_URL that is not a URL)';
  }
}

/** The database could not be reached or set up at start; says which URL (no password) and why. */
export class DatabaseUnavailable extends Error {
  constructor(url: string, cause: unknown) {
    super(
      `cannot use the database at ${redactUrl(url)}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * Storage in PostgreSQL, for several server instances sharing one database. Each write is one
 * statement or one transaction, committed (and so durable) before it resolves; PostgreSQL groups
 * concurrent commits itself. Opening checks the connection and brings the schema up to date.
 */
export async function openPostgresStorage(
  url: string,
  {
    poolSize = 10,
    mailLeaseMs = 5 * 60_000,
  }: {
    poolSize?: number;
    /** How long a mail job handed to one instance is kept from the others (sending takes seconds). */
    mailLeaseMs?: number;
  } = {},
): Promise<Storage> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server drops must not take the process down with it.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    try {
      await migratePostgres(client);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailable(url, error);
  }

  // Each statement is prepared once per connection, under a name of its own: PostgreSQL then
  // plans it once, not at every call (an enquiry's insert cost a third less).
  const names = new Map<string, string>();
  const rows = async (on: pg.Pool | pg.PoolClient, { sql, params }: Statement) => {
    let name = names.get(sql);
    if (name === undefined) names.set(sql, (name = `storage_${names.size + 1}`));
    const { rows: found }: { rows: unknown[] } = await on.query({
      name,
      text: sql,
      values: params,
    });
    return found;
  };
  const steps = writeSteps(postgres);

  /** Runs a write's statements: its only one as it comes, several in one transaction. */
  const write = async (op: Parameters<typeof steps>[0]) => {
    const statements: Steps = steps(op);
    let next = statements.next();
    if (!next.done && next.value.alone) next = statements.next(await rows(pool, next.value));
    if (next.done) return next.value;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      while (!next.done) next = statements.next(await rows(client, next.value));
      await client.query('COMMIT');
      return next.value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  return sqlStorage({
    dialect: postgres,
    read: (sql, params = []) => rows(pool, { sql, params }),
    write,
    async dueMail(now, limit, destinations) {
      // Claimed for this instance until then (outbox/statements.ts).
      const heldUntil = new Date(now.getTime() + mailLeaseMs);
      const claimed = await rows(pool, {
        sql: claimDueMail,
        params: [
          now.toISOString(),
          limit,
          heldUntil.toISOString(),
          destinations ? 1 : 0,
          [...(destinations ?? [])],
        ],
      });
      return claimed.map((row) => ({ ...toOutbox(row), heldUntil }));
    },
    shared: { ...postgresSharedState(pool), contentSignal: postgresContentSignal(pool) },
    close: () => pool.end(),
  });
}
