import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openStorage } from '../../../src/server/storage/open';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import { sessionCookie, startApi, validEnquiry } from './api-server';

const staff = { username: 'Ravi', email: 'ravi@example.com', password: 'filter coffee at eleven' };

// What a database or the runtime says when handed an impossible date or a NUL byte.
const internal = /invalid|range|syntax|timestamp|NaN|byte sequence|0x00|encoding|postgres|sqlite/i;

/** Takes a table away under the running server, as a broken migration or a mistyped query would. */
async function loseTable(table: string, databaseUrl: string | undefined, dataDir: string) {
  const sql = `ALTER TABLE ${table} RENAME TO ${table}_gone`;
  if (!databaseUrl) {
    const db = new Database(join(dataDir, 'site.db'));
    db.exec(sql);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const backends = [
  { name: 'SQLite', databaseUrl: async () => undefined },
  { name: 'PostgreSQL', databaseUrl: freshDatabase },
];

for (const backend of backends) {
  describe.skipIf(backend.name === 'PostgreSQL' && !postgresUrl)(
    `the inbox's filters and notes on ${backend.name}`,
    () => {
      let api: Awaited<ReturnType<typeof startApi>>;
      let cookie: string;
      let leadId: number;
      let databaseUrl: string | undefined;
      beforeAll(async () => {
        databaseUrl = await backend.databaseUrl();
        api = await startApi(databaseUrl ? { databaseUrl } : {});
        const storage = await openStorage({ databaseUrl, dataDir: api.dataDir });
        try {
          const { password, ...account } = staff;
          await storage.createUser({
            ...account,
            passwordHash: await hashPassword(password),
            role: 'staff',
          });
        } finally {
          await storage.close();
        }
        const { email, password } = staff;
        cookie = sessionCookie(await api.post('/login', { email, password }));
        const message = 'A loyalty app for our forty stores';
        expect((await api.post('/pclinfo', { ...validEnquiry, message })).statusCode).toBe(200);
        const list = await api.call('GET', '/leads', { cookie });
        leadId = list.json().leads[0].id;
      });
      afterAll(async () => {
        await api?.app.close();
      });

      it('refuses impossible dates with a field error, on the list and the export', async () => {
        const cases = [
          ['from', '2026-13-45'],
          ['to', '9999-99-99'],
          ['from', '2026-02-30'],
          ['to', '2025-02-29'],
          ['from', '2026-00-10'],
          ['to', '0000-01-01'],
          ['from', '9999-12-31'],
        ] as const;
        for (const [field, value] of cases) {
          for (const path of ['/leads', '/leads/export?format=csv']) {
            const url = `${path}${path.includes('?') ? '&' : '?'}${field}=${value}`;
            const res = await api.call('GET', url, { cookie });
            expect(res.statusCode, url).toBe(400);
            const body = res.json();
            expect(body.success, url).toBe(false);
            expect(body.errors[field], url).toMatch(/date/i);
            expect(res.body, url).not.toMatch(internal);
          }
        }
      });

      it('accepts real days, a leap day included', async () => {
        const res = await api.call('GET', '/leads?from=2024-02-29&to=2099-12-31', { cookie });
        expect(res.statusCode).toBe(200);
        expect(res.json().total).toBe(1);
      });

      it('stores a note without control characters, and refuses a broken character', async () => {
        const saved = await api.call('PATCH', `/leads/${leadId}`, {
          cookie,
          payload: { note: 'Called\u0000 back\u200b on Monday' },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().lead.note).toBe('Called back on Monday');
        const csv = await api.call('GET', '/leads/export?format=csv', { cookie });
        expect(csv.statusCode).toBe(200);
        expect(csv.body).not.toContain('\u0000');
        expect(csv.body).toContain('"Called back on Monday"');

        const broken = await api.call('PATCH', `/leads/${leadId}`, {
          cookie,
          payload: { status: 'contacted', note: 'half a pair \ud83d here' },
        });
        expect(broken.statusCode).toBe(400);
        expect(broken.json().errors.note).toMatch(/character/);
        const detail = await api.call('GET', `/leads/${leadId}`, { cookie });
        expect(detail.json().lead).toMatchObject({ status: 'new', note: 'Called back on Monday' });
      });

      it('searches with the normalised text: a NUL or an invisible character changes nothing', async () => {
        for (const q of ['loy\u0000alty', 'loy\u200balty', '\u0000']) {
          const res = await api.call('GET', `/leads?q=${encodeURIComponent(q)}`, { cookie });
          expect(res.statusCode, JSON.stringify(q)).toBe(200);
          expect(res.json().total, JSON.stringify(q)).toBe(1);
        }
        const page = await api.call('GET', '/leads?page=%2F%00', { cookie });
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toMatch(internal);
      });

      // Last: it leaves the database broken.
      it('answers a failure of the database with the API’s 500, naming nothing of it', async () => {
        await loseTable('lead_events', databaseUrl, api.dataDir);
        const res = await api.call('GET', `/leads/${leadId}`, { cookie });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ success: false, message: expect.any(String) });
        expect(res.body).not.toMatch(/lead_events|relation|table/i);
        // The account page's routes answer the same way.
        await loseTable('leads', databaseUrl, api.dataDir);
        const own = await api.call('GET', '/account/leads', { cookie });
        expect(own.statusCode).toBe(500);
        expect(own.json()).toEqual({ success: false, message: expect.any(String) });
      });
    },
  );
}
