import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../../src/server/app';
import { site } from '../render';
import { fakeDist, sessionCookie, startApi } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.app.close();
});

/** The session cookie a response sets: its value and its attributes, in alphabetical order. */
function cookieAttributes(res: { headers: Record<string, unknown> }) {
  const header = res.headers['set-cookie'];
  const session = (Array.isArray(header) ? header : [header]).find((c) =>
    String(c).startsWith('session='),
  );
  const [pair = '', ...attributes] = String(session).split('; ');
  expect(pair).toMatch(/^session=/);
  return { value: pair.slice('session='.length), attributes: attributes.sort() };
}

const account = {
  username: 'Meena',
  email: 'Meena.K@example.com',
  password: 'tamarind rice on fridays',
  agree: true,
};

describe('POST /api/signup and /api/login', () => {
  it('creates an account, logs it in with a session cookie and stores only a scrypt hash', async () => {
    const res = await api.post('/signup', account);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, redirectTo: '/' });
    const me = await api.call('GET', '/account', { cookie: sessionCookie(res) });
    expect(me.json().account).toMatchObject({ email: account.email, role: 'visitor' });
    const db = new Database(join(api.dataDir, 'site.db'), { readonly: true });
    const row: unknown = db.prepare('SELECT password_hash FROM users').get();
    db.close();
    // The cost is the test setup's; passwords.test.ts checks the production one.
    expect(JSON.stringify(row)).toMatch(/"scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+"/);
    expect(JSON.stringify(row)).not.toContain(account.password);
  });

  it('refuses a second account for the same address, in any case, with 409', async () => {
    const res = await api.post('/signup', { ...account, email: 'meena.k@EXAMPLE.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toMatch(/already exists/);
  });

  it('refuses common and short passwords, and a missing agreement, with field errors', async () => {
    const fresh = { ...account, email: 'new@example.com' };
    const common = await api.post('/signup', { ...fresh, password: 'Password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toMatch(/most common/);
    const short = await api.post('/signup', { ...fresh, password: 'k7#Qz!1' });
    expect(short.json().errors.password).toBe('Password must be at least 8 characters.');
    const noAgreement = await api.post('/signup', { ...fresh, agree: false });
    expect(noAgreement.json().errors.agree).toMatch(/accept the terms/);
  });

  it('accepts a long passphrase of 64 characters and more', async () => {
    const long = 'a fairly long passphrase about mangoes, monsoons and the sea '.repeat(2);
    expect(long.length).toBeGreaterThan(64);
    const res = await api.post('/signup', {
      ...account,
      email: 'long@example.com',
      password: long,
    });
    expect(res.statusCode).toBe(201);
  });

  it('logs in with the right password: an HttpOnly, SameSite session cookie for 7 days', async () => {
    const res = await api.post('/login', {
      email: account.email.toLowerCase(),
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, redirectTo: '/' });
    expect(cookieAttributes(res)).toEqual({
      value: expect.stringMatching(/^[\w-]{43}$/),
      attributes: ['HttpOnly', 'Max-Age=604800', 'Path=/', 'SameSite=Lax'],
    });
    // The secret travels in the cookie only, out of reach of page scripts.
    expect(JSON.stringify(res.json())).not.toContain(sessionCookie(res).slice(8));
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const wrong = await api.post('/login', {
      ...account,
      username: undefined,
      agree: undefined,
      password: 'not it at all',
    });
    const unknown = await api.post('/login', {
      email: 'nobody@example.com',
      password: account.password,
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('The e-mail address or password is incorrect.');
  });

  it('marks the session cookie Secure when the site is reached over HTTPS through a trusted proxy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aruvi-https-'));
    const app = await buildServer({
      distDir: fakeDist(dir),
      trustProxy: ['127.0.0.1'],
      api: { site, dataDir: join(dir, 'data'), smtp: false },
    });
    try {
      const signUp = (proto: string, email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/signup',
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': proto },
          payload: JSON.stringify({ ...account, email }),
        });
      const https = await signUp('https', 'secure@example.com');
      expect(https.statusCode).toBe(201);
      expect(cookieAttributes(https).attributes).toContain('Secure');
      const http = await signUp('http', 'plain@example.com');
      expect(cookieAttributes(http).attributes).not.toContain('Secure');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses malformed login requests with 4xx', async () => {
    for (const payload of ['{"email":', '{"__proto__":{"a":1}}', { email: 1, password: 2 }, []]) {
      const res = await api.post('/login', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});
