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
}: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Storage> {
  if (databaseUrl !== undefined && databaseUrl !== '' && !isPostgresUrl(databaseUrl))
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  return isPostgresUrl(databaseUrl)
    ? openPostgresStorage(databaseUrl)
    : openSqliteStorage(join(dataDir, 'site.db'));
}

/** The storage the environment names (DATABASE_URL, else DATA_DIR or "data"), for the commands. */
export const storageFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  openStorage({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR ?? 'data') });
