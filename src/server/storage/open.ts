import { join, resolve } from 'node:path';
import { openPostgresStorage } from './postgres';
import { openSqliteStorage } from './sqlite';
import type { Storage } from './types';

/** True when DATABASE_URL names a PostgreSQL database. */
export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);

/**
 * The one place that chooses the database: PostgreSQL when `databaseUrl` (DATABASE_URL) is a
 * postgres:// URL, else embedded SQLite in `dataDir/site.db`, which needs no server.
 */
export async function openStorage({
  databaseUrl,
  dataDir,
  mailLeaseMs,
}: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL: how long an instance holds a mail job it took; default 5 minutes. */
  mailLeaseMs?: number;
}): Promise<Storage> {
  if (databaseUrl !== undefined && databaseUrl !== '' && !isPostgresUrl(databaseUrl))
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  return isPostgresUrl(databaseUrl)
    ? openPostgresStorage(databaseUrl, mailLeaseMs === undefined ? {} : { mailLeaseMs })
    : openSqliteStorage(join(dataDir, 'site.db'));
}

/** The storage the environment names (DATABASE_URL, else DATA_DIR or "data"), for the commands. */
export const storageFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  openStorage({
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    mailLeaseMs: mailLeaseFromEnv(env),
  });

/** MAIL_LEASE_MS: a whole number of milliseconds, or undefined for the default. */
export function mailLeaseFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.MAIL_LEASE_MS;
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000)
    throw new Error(`MAIL_LEASE_MS must be at least 1000 milliseconds, not "${value}"`);
  return ms;
}
