import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openDatabase } from '../../../src/server/storage/sqlite-open';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { sessionCookie, startApi, validEnquiry } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
const staff = { email: 'ravi@example.com', password: 'filter coffee at eleven' };
const other = { email: 'meena@example.com', password: 'jasmine stalls by the temple' };
beforeAll(async () => {
  api = await startApi();
  const storage = openSqliteStorage(join(api.dataDir, 'site.db'));
  try {
    for (const [username, { email, password }] of [
      ['Ravi', staff],
      ['Meena', other],
    ] as const)
      await storage.createUser({
        username,
        email,
        passwordHash: await hashPassword(password),
        role: 'staff',
      });
  } finally {
    await storage.close();
  }
  await api.post('/pclinfo', validEnquiry);
}, 60_000);
afterAll(async () => {
  await api.app.close();
});

const logIn = async () => sessionCookie(await api.post('/login', staff));

/** Makes every session's last proof `minutes` old, as if the password was typed back then. */
function proofAgo(minutes: number) {
  const db = openDatabase(join(api.dataDir, 'site.db'));
  try {
    const at = new Date(Date.now() - minutes * 60_000).toISOString();
    db.prepare('UPDATE sessions SET proved_at = ?').run(at);
  } finally {
    db.close();
  }
}

const exportLeads = (cookie: string) => api.call('GET', '/leads/export?format=json', { cookie });
const personExport = (cookie: string) =>
  api.call('POST', '/leads/person', { cookie, payload: { email: validEnquiry.email } });
const erase = (cookie: string) =>
  api.call('POST', '/leads/erase', { cookie, payload: { email: 'nobody@example.com' } });
const startTwoFactor = (cookie: string) =>
  api.call('POST', '/account/two-factor/start', { cookie, payload: {} });

describe('re-authentication before exports, erasure and two-step sign-in changes', () => {
  it('lets a fresh sign-in through: signing in is a proof', async () => {
    const cookie = await logIn();
    expect((await exportLeads(cookie)).statusCode).toBe(200);
    expect((await personExport(cookie)).statusCode).toBe(200);
  });

  it('asks for the password again when the last proof is over 10 minutes old, then lets it through', async () => {
    const cookie = await logIn();
    proofAgo(11);
    for (const refused of [
      await exportLeads(cookie),
      await personExport(cookie),
      await erase(cookie),
      await startTwoFactor(cookie),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        success: false,
        reauth: true,
        message: expect.stringMatching(/password/),
      });
    }
    const wrong = await api.call('POST', '/account/confirm', {
      cookie,
      payload: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await exportLeads(cookie)).statusCode).toBe(403);
    const confirmed = await api.call('POST', '/account/confirm', {
      cookie,
      payload: { password: staff.password },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await exportLeads(cookie)).statusCode).toBe(200);
    expect((await erase(cookie)).statusCode).toBe(200);
  });

  it('answers a link followed without script with a page that says so', async () => {
    const cookie = await logIn();
    proofAgo(11);
    const page = await api.call('GET', '/leads/export?format=csv', {
      cookie,
      headers: { accept: 'text/html', referer: 'http://localhost:80/leads' },
    });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('href="/leads"');
  });

  it('throttles wrong passwords on the confirm like logins', async () => {
    const cookie = await logIn();
    for (let i = 0; i < 5; i++)
      expect(
        (await api.call('POST', '/account/confirm', { cookie, payload: { password: `no ${i}` } }))
          .statusCode,
      ).toBe(401);
    const refused = await api.call('POST', '/account/confirm', {
      cookie,
      payload: { password: staff.password },
    });
    expect(refused.statusCode).toBe(429);
    expect((await api.call('POST', '/account/confirm', { cookie, payload: {} })).statusCode).toBe(
      400,
    );
  });

  it('counts wrong current passwords of a password change and removal with the confirm’s', async () => {
    const cookie = sessionCookie(await api.post('/login', other));
    const change = (currentPassword: string) =>
      api.call('POST', '/account/password', {
        cookie,
        payload: { currentPassword, newPassword: 'a brand new harbour lantern phrase' },
      });
    for (let i = 0; i < 3; i++) expect((await change(`guess ${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++)
      expect(
        (await api.call('POST', '/account/erase', { cookie, payload: { password: `no ${i}` } }))
          .statusCode,
      ).toBe(401);
    // The sixth try waits, even with the right password, and says for how long.
    const refused = await change(other.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(/try again in \d+ seconds/);
  });
});
