import pg from 'pg';
import { afterAll, inject } from 'vitest';

/** The PostgreSQL server of this run ('' without one), and whether it must be there. */
export const postgresUrl = inject('postgresUrl');
export const postgresRequired = process.env.REQUIRE_POSTGRES === '1';
if (!postgresUrl && postgresRequired)
  throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL: install it or set PG_TEST_URL');
if (!postgresUrl) console.warn('PostgreSQL is not installed: its storage tests are skipped');

const made: string[] = [];
let admin: pg.Pool | undefined;

/** A new, empty database on the run's server: its URL. Dropped after the file's tests. */
export async function freshDatabase(): Promise<string> {
  admin ??= new pg.Pool({ connectionString: postgresUrl, max: 2 });
  const name = `test_${process.pid}_${Date.now().toString(36)}_${made.length}`;
  await admin.query(`CREATE DATABASE ${name}`);
  made.push(name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  if (!admin) return;
  for (const name of made.splice(0))
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  admin = undefined;
});
