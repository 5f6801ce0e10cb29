import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStorage } from '../../../src/server/storage/postgres';
import { firstSharedVersion, migrations } from '../../../src/server/storage/sql-migrations';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import type { Storage } from '../../../src/server/storage/types';
import { freshDatabase, postgresUrl } from './postgres-databases';

/** The version a database is at once every migration has run. */
const latest = firstSharedVersion + migrations.length - 1;

// Databases as the code before the shared schema left them (version 4, each database with its
// own migrations), filled through that code's Storage: see tests/fixtures/storage/make-v4.ts.
const fixture = (name: string) => readFileSync(`tests/fixtures/storage/${name}`, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the version-4 fixtures hold, read through the new code; then it stores more. */
async function keepsEverything(storage: Storage) {
  const leads = await storage.listLeads();
  expect(leads.map((l) => [l.id, l.form, l.status, l.note])).toEqual([
    [1, 'enquiry', 'won', 'Signed'],
    [2, 'careers', 'new', ''],
    [3, 'contact', 'new', ''],
  ]);
  expect(leads[0]).toMatchObject({
    page: '/vps-hosting',
    userId: 1,
    source: { utm_source: 'newsletter', referrer: 'https://x.example/' },
    fields: [
      { name: 'fname', label: 'First Name', type: 'text', value: 'Meena' },
      { name: 'email', label: 'Email', type: 'email', value: 'meena@example.com' },
      {
        name: 'message',
        label: 'Message',
        type: 'textarea',
        value: 'We need an ERP for our mills',
      },
    ],
  });
  expect(leads[1]).toMatchObject({ subject: 'Field Sales Executive' });
  expect(leads[1]?.page).toBeUndefined();
  expect(leads[0]?.receivedAt).toMatch(/^2026-11-25T12:27:\d\d\.\d{3}Z$/);
  const history = (await storage.getLead(1))?.history ?? [];
  expect(history.map(({ actor, change, from, to }) => [actor, change, from, to])).toEqual([
    ['ravi@example.com', 'status', 'new', 'contacted'],
    ['ravi@example.com', 'status', 'contacted', 'won'],
    ['ravi@example.com', 'note', '', 'Signed'],
  ]);
  const found = async (text: string) =>
    (await storage.queryLeads({ text, limit: 10, offset: 0 })).leads.map((l) => l.id);
  expect(await found('ÉLURU')).toEqual([2]);
  expect(await found('erp for')).toEqual([1]);
  expect((await storage.queryLeads({ status: 'won', limit: 10, offset: 0 })).total).toBe(1);

  expect(await storage.findUserByEmail('meena@EXAMPLE.com')).toMatchObject({
    id: 1,
    username: 'Meena',
    role: 'visitor',
    passwordHash: 'scrypt$meena',
  });
  expect((await storage.listUsers('staff')).map((u) => u.email)).toEqual(['ravi@example.com']);
  expect((await storage.findSession('hash-of-meenas-session', new Date()))?.id).toBe(1);
  expect((await storage.leadsOfUser(1)).map((l) => l.id)).toEqual([1]);
  const taken = { username: 'M', email: 'MEENA@example.com', passwordHash: 'h' };
  expect(await storage.createUser(taken)).toBe('exists');

  // The sent job stays sent; the failed one keeps its attempt.
  const due = await storage.dueMail(new Date('2100-01-01T00:00:00Z'), 10);
  expect(due.map((job) => [job.id, job.attempts, job.lead.id])).toEqual([
    [2, 1, 2],
    [3, 0, 3],
  ]);

  const next = await storage.saveLead(
    {
      form: 'contact',
      fields: [{ name: 'm', label: 'Message', type: 'textarea', value: 'Après' }],
    },
    { notify: true, idempotency: { key: 'after-the-upgrade', fingerprint: 'f' } },
  );
  expect(next.id).toBe(4);
  expect(await found('après')).toEqual([4]);
  const again = await storage.saveLead(
    {
      form: 'contact',
      fields: [{ name: 'm', label: 'Message', type: 'textarea', value: 'Après' }],
    },
    { notify: true, idempotency: { key: 'after-the-upgrade', fingerprint: 'f' } },
  );
  expect(again.id).toBe(4);
  // One more mail job (a year on: PostgreSQL leased the others to the first call).
  expect(await storage.dueMail(new Date('2101-01-01T00:00:00Z'), 10)).toHaveLength(3);
}

/** Tables with their columns (name, type, NOT NULL), and the indexes, in a comparable form. */
function sqliteSchema(file: string) {
  const db = new Database(file, { readonly: true });
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all()
    .map(String)
    .sort();
  const columns = names.map((table) =>
    db
      .prepare(`SELECT name, lower(type) AS type, "notnull" FROM pragma_table_info(?)`)
      .all(table)
      .map((c) => `${table}: ${JSON.stringify(c)}`)
      .sort(),
  );
  const indexes = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
    .pluck()
    .all()
    .map(String)
    .sort();
  db.close();
  return { names, columns, indexes };
}

describe('SQLite: a database made before the shared schema (version 4)', () => {
  it('opens with nothing lost, at the latest version with the tables a new database has', async () => {
    const file = join(dir, 'v4.db');
    const old = new Database(file);
    old.exec(fixture('sqlite-v4.sql'));
    expect(old.pragma('user_version', { simple: true })).toBe(4);
    old.close();

    const storage = openSqliteStorage(file);
    try {
      await keepsEverything(storage);
    } finally {
      await storage.close();
    }
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(latest);
    expect(db.prepare('SELECT key, lead_id FROM idempotency_keys ORDER BY key').all()).toEqual([
      { key: 'after-the-upgrade', lead_id: 4 },
      { key: 'retry-7f3a', lead_id: 2 },
    ]);
    db.close();

    const fresh = join(dir, 'fresh.db');
    await openSqliteStorage(fresh).close();
    expect(sqliteSchema(file)).toEqual(sqliteSchema(fresh));
  });
});

describe.skipIf(!postgresUrl)('PostgreSQL: a database made before the shared schema', () => {
  const query = async (url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  const schemaOf = async (url: string) => ({
    columns: await query(
      url,
      `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    ),
    indexes: await query(
      url,
      "SELECT tablename, indexname FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname",
    ),
  });

  it('opens with nothing lost, at the latest version with the tables a new database has', async () => {
    const url = await freshDatabase();
    // pg_dump's \restrict lines are for psql, not the server.
    await query(url, fixture('postgres-v4.sql').replace(/^\\.*$/gm, ''));
    const storage = await openPostgresStorage(url);
    try {
      await keepsEverything(storage);
    } finally {
      await storage.close();
    }
    expect(await query(url, 'SELECT max(version) AS v FROM schema_migrations')).toEqual([
      { v: latest },
    ]);
    expect(await query(url, 'SELECT key, lead_id FROM idempotency_keys ORDER BY key')).toEqual([
      { key: 'after-the-upgrade', lead_id: 4 },
      { key: 'retry-7f3a', lead_id: 2 },
    ]);
    expect(await query(url, 'SELECT key, count FROM rate_limits')).toEqual([
      { key: '203.0.113.7', count: 1 },
    ]);
    expect(await query(url, 'SELECT key, failures FROM login_failures')).toEqual([
      { key: 'meena@example.com', failures: 1 },
    ]);

    const fresh = await freshDatabase();
    await (await openPostgresStorage(fresh)).close();
    expect(await schemaOf(url)).toEqual(await schemaOf(fresh));
  });
});
