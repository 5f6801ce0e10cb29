import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPostgresStorage } from '../../../src/server/storage/postgres';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import type { NewLead, Storage } from '../../../src/server/storage/types';
import { freshDatabase, postgresUrl } from './postgres-databases';

/** The database under a storage, reached directly, as an auditor or an attacker would. */
interface Raw {
  /** Every row of every table, each as one lowercased text. */
  everyRow(): Promise<{ table: string; text: string }[]>;
  run(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

const dir = mkdtempSync(join(tmpdir(), 'person-rights-'));
let count = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sqlite = async () => {
  const file = join(dir, `db-${++count}.db`);
  const storage = openSqliteStorage(file);
  const db = new Database(file);
  const raw: Raw = {
    async everyRow() {
      const tables = z
        .array(z.string())
        .parse(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
      return tables.flatMap((table) =>
        db
          .prepare(`SELECT * FROM "${table}"`)
          .all()
          .map((row) => ({ table, text: JSON.stringify(row).toLowerCase() })),
      );
    },
    async run(sql, params = []) {
      db.prepare(sql.replace(/\$\d+/g, '?')).run(...params);
    },
    async close() {
      db.close();
    },
  };
  return { storage, raw };
};

const postgres = async () => {
  const url = await freshDatabase();
  const storage = await openPostgresStorage(url);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const raw: Raw = {
    async everyRow() {
      const { rows: tables } = await pool.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      const all = [];
      for (const { table_name: table } of tables) {
        const { rows } = await pool.query<Record<string, unknown>>(`SELECT * FROM "${table}"`);
        all.push(...rows.map((row) => ({ table, text: JSON.stringify(row).toLowerCase() })));
      }
      return all;
    },
    async run(sql, params = []) {
      await pool.query(sql, params);
    },
    close: () => pool.end(),
  };
  return { storage, raw };
};

const lead = (name: string, email: string, message: string, extra: Partial<NewLead> = {}) => ({
  form: 'enquiry',
  page: '/vps-hosting',
  fields: [
    { name: 'fname', label: 'First Name', type: 'text', value: name },
    { name: 'email', label: 'Email', type: 'email', value: email },
    { name: 'message', label: 'Message', type: 'textarea', value: message },
  ],
  ...extra,
});

const address = 'asha.raman@example.com';
const staffActor = (id: number) => ({ id, name: 'Ravi' });

/** A person with an account, a session, leads with and without it, history, jobs and a key. */
async function fill(storage: Storage) {
  const staff = await storage.createUser({
    username: 'Ravi',
    email: 'ravi@aruvi.example',
    passwordHash: 'h1',
    role: 'staff',
  });
  const person = await storage.createUser({
    username: 'Asha Raman',
    email: 'Asha.Raman@Example.com',
    passwordHash: 'h2',
  });
  if (staff === 'exists' || person === 'exists') throw new Error('account refused');
  await storage.createSession({
    idHash: 'asha-session',
    userId: person.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const signedIn = await storage.saveLead(
    lead('Asha Raman', 'asha.raman@example.com', 'Online store, please', { userId: person.id }),
    { notify: true },
  );
  const retried = await storage.saveLead(lead('Asha Raman', 'ASHA.RAMAN@example.COM', 'ERP'), {
    notify: true,
    idempotency: { key: 'asha-retry', fingerprint: 'f' },
    destinations: ['email', 'webhook'],
  });
  const mentioned = await storage.saveLead(
    lead('A. R.', 'ar@other.example', `Please reply to ${address}.`),
    { notify: false },
  );
  const other = await storage.saveLead(lead('Meena', 'meena@example.com', 'Cloud hosting'), {
    notify: true,
  });
  await storage.updateLead(
    retried.id,
    { status: 'contacted', note: `Called Asha Raman, mail ${address}` },
    'ravi@aruvi.example',
    { audit: staffActor(staff.id) },
  );
  await storage.updateLead(other.id, { status: 'won' }, 'ravi@aruvi.example');
  await storage.audit({ actor: staffActor(staff.id), action: 'view', leadIds: [retried.id] });
  return { staff, person, mine: [signedIn.id, retried.id], mentioned, other };
}

const backends = [
  ['SQLite', sqlite],
  ['PostgreSQL', postgres],
] as const;

for (const [name, open] of backends) {
  describe.skipIf(name === 'PostgreSQL' && !postgresUrl)(
    `${name}: the rights of the person`,
    () => {
      const withDatabase = (test: (s: Storage, raw: Raw) => Promise<void>) => async () => {
        const { storage, raw } = await open();
        try {
          await test(storage, raw);
        } finally {
          await storage.close();
          await raw.close();
        }
      };

      it(
        'erases every trace of an address from every table, and keeps everyone else’s',
        withDatabase(async (storage, raw) => {
          const { staff, other, mentioned } = await fill(storage);
          // Someone else's enquiry that mentions the address is theirs: it is kept (below).
          const traces = async () =>
            (await raw.everyRow()).filter(
              ({ text }) =>
                ['asha.raman', 'asha raman'].some((trace) => text.includes(trace)) &&
                !text.includes('please reply to'),
            );
          // The scan sees the person before: the check can fail.
          expect((await traces()).map((t) => t.table)).toEqual(
            expect.arrayContaining(['leads', 'lead_search', 'lead_events', 'users']),
          );

          const counts = await storage.erasePerson(
            { email: ' Asha.Raman@EXAMPLE.com' },
            staffActor(staff.id),
          );

          expect(await traces()).toEqual([]);
          expect(counts).toMatchObject({
            leads: 2,
            lead_search: 2,
            lead_events: 2,
            outbox: 3,
            idempotency_keys: 1,
            users: 1,
            sessions: 1,
          });
          expect(await storage.findSession('asha-session', new Date())).toBeUndefined();
          // Everyone else's lead, its history and its delivery are as they were.
          const kept = await storage.getLead(other.id);
          expect(kept?.lead).toMatchObject({ status: 'won', fields: other.fields });
          expect(kept?.history).toHaveLength(1);
          expect((await storage.getLead(mentioned.id))?.lead.fields).toEqual(mentioned.fields);
          expect((await storage.personRecords({ email: address })).mentionedIn).toEqual([
            mentioned.id,
          ]);
          expect((await storage.dueMail(new Date(), 10)).map((job) => job.lead.id)).toEqual([
            other.id,
          ]);
          expect((await storage.findUserById(staff.id))?.email).toBe('ravi@aruvi.example');
          // Recorded: who, when, how many, and no address.
          const { entries } = await storage.auditLog({ limit: 1, offset: 0 });
          expect(entries[0]).toMatchObject({
            action: 'erase',
            actorId: staff.id,
            actor: 'Ravi',
            count: Object.values(counts).reduce((a, b) => a + b, 0),
            detail: { counts },
          });
          expect(JSON.stringify(entries[0]).toLowerCase()).not.toContain('asha');
        }),
      );

      it(
        'erases only the whole address: not a longer one that contains it',
        withDatabase(async (storage) => {
          const near = [
            'xasha.raman@example.com',
            'asha.raman@example.com.au',
            'asha.raman+shop@example.com',
          ];
          const ids = [];
          for (const email of near)
            ids.push((await storage.saveLead(lead('Someone', email, 'Hi'), { notify: false })).id);
          const counts = await storage.erasePerson(
            { email: address },
            { id: null, name: 'operator' },
          );
          expect(counts.leads).toBe(0);
          for (const id of ids) expect(await storage.getLead(id)).toBeDefined();
        }),
      );

      it(
        'never gives an erased lead’s id to a new lead',
        withDatabase(async (storage) => {
          const ids = [];
          for (const email of ['first@example.com', 'second@example.com', 'third@example.com'])
            ids.push((await storage.saveLead(lead('Someone', email, 'Hi'), { notify: false })).id);
          for (const email of ['second@example.com', 'third@example.com'])
            await storage.erasePerson({ email }, { id: null, name: 'operator' });
          const next = await storage.saveLead(lead('New', 'new@example.com', 'Hello'), {
            notify: false,
          });
          expect(next.id).toBeGreaterThan(Math.max(...ids));
        }),
      );

      it(
        'exports every record of the person, and nobody else’s',
        withDatabase(async (storage) => {
          const { person, mine, mentioned } = await fill(storage);
          const records = await storage.personRecords({ email: 'ASHA.raman@example.com' });
          // Another person's enquiry that mentions the address is listed apart, not exported.
          expect(records.mentionedIn).toEqual([mentioned.id]);
          expect(records.account).toMatchObject({ id: person.id, username: 'Asha Raman' });
          expect(records.account).not.toHaveProperty('passwordHash');
          expect(records.leads.map((l) => l.lead.id)).toEqual(mine);
          expect(records.leads[1]?.history.map((e) => e.change)).toEqual(['status', 'note']);
        }),
      );

      it(
        'gives a signed-in visitor only their account and the enquiries sent with it',
        withDatabase(async (storage, raw) => {
          const { person, mine } = await fill(storage);
          const own = await storage.personRecords({ userId: person.id });
          expect(own.leads.map((l) => l.lead.id)).toEqual([mine[0]]);
          await storage.erasePerson({ userId: person.id }, { id: null, name: 'the person' });
          expect(await storage.findUserById(person.id)).toBeUndefined();
          expect(await storage.getLead(mine[0]!)).toBeUndefined();
          // An address typed in a form proves nothing: those enquiries stay for staff to judge.
          expect(await storage.getLead(mine[1]!)).toBeDefined();
          const rows = await raw.everyRow();
          expect(rows.filter((r) => r.table === 'audit_log' && r.text.includes('asha'))).toEqual(
            [],
          );
        }),
      );

      it(
        'keeps the audit log append-only: no change, no removal but its retention purge',
        withDatabase(async (storage, raw) => {
          const { staff } = await fill(storage);
          const old = new Date(Date.now() - 800 * 86_400_000).toISOString();
          await raw.run(
            `INSERT INTO audit_log (at, actor_id, actor, action, lead_ids, count, detail)
           VALUES ($1, NULL, 'operator', 'export', '[]', 5, '{}')`,
            [old],
          );
          const before = (await storage.auditLog({ limit: 100, offset: 0 })).total;
          await expect(raw.run("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(
            /append-only/,
          );
          await expect(
            raw.run('DELETE FROM audit_log WHERE actor_id = $1', [staff.id]),
          ).rejects.toThrow(/append-only/);
          // Asked to purge what is younger than a year, the database refuses.
          await expect(storage.purgeAudit(new Date())).rejects.toThrow(/append-only/);
          expect(await storage.purgeAudit(new Date(Date.now() - 730 * 86_400_000))).toBe(1);
          const after = await storage.auditLog({ limit: 100, offset: 0 });
          expect(after.total).toBe(before - 1);
          expect(after.entries.map((e) => e.action)).toEqual(['view', 'update']);
        }),
      );
    },
  );
}
