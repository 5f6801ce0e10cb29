import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import {
  confirmEnrolment,
  currentCode,
  matchingStep,
  mustHaveSecondFactor,
  newSecret,
  qrPath,
  secondFactorRolesFromEnv,
  useCode,
} from '../../../src/server/auth/second-factor';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import type { Storage, User } from '../../../src/server/storage/types';
import { sessionCookie, startApi } from './api-server';

const dir = mkdtempSync(join(tmpdir(), 'second-factor-'));
let count = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const openStorage = () => openSqliteStorage(join(dir, `db-${++count}.db`));

const password = 'tamarind rice on fridays';
async function account(storage: Storage, email: string, roles: Partial<User> = {}) {
  const created = await storage.createUser({
    username: email.split('@')[0]!,
    email,
    passwordHash: await hashPassword(password),
    ...roles,
  });
  if (created === 'exists') throw new Error('exists');
  return created;
}

/** Turns the second factor on for `user` at `now`; gives its secret and recovery codes. */
async function enrol(storage: Storage, user: User, now = Date.now()) {
  const secret = newSecret();
  expect(await storage.startSecondFactor(user.id, secret)).toBe(true);
  const codes = await confirmEnrolment(storage, user, currentCode(secret, now), undefined, now);
  if (!codes) throw new Error('not confirmed');
  return { secret, codes };
}

describe('TOTP codes (RFC 6238)', () => {
  const secret = newSecret();
  const t = Date.UTC(2026, 0, 1, 12, 0, 10);

  it('takes the code of the current 30-second step and of one step either side, no further', () => {
    const step = Math.floor(t / 30_000);
    expect(matchingStep(secret, currentCode(secret, t), t)).toBe(step);
    expect(matchingStep(secret, currentCode(secret, t - 30_000), t)).toBe(step - 1);
    expect(matchingStep(secret, currentCode(secret, t + 30_000), t)).toBe(step + 1);
    expect(matchingStep(secret, currentCode(secret, t - 90_000), t)).toBeUndefined();
    expect(matchingStep(secret, currentCode(secret, t + 90_000), t)).toBeUndefined();
    expect(matchingStep(secret, 'abcdef', t)).toBeUndefined();
  });

  it('makes its QR code here, as an SVG path', () => {
    const { size, d } = qrPath(`otpauth://totp/Site:a%40example.com?secret=${secret}`);
    expect(size).toBeGreaterThan(21);
    expect(d).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});

describe('a code is accepted once; a recovery code once', () => {
  it('refuses the code of a step already used, and any older one after a newer one', async () => {
    const storage = await openStorage();
    try {
      const t = Date.UTC(2026, 0, 1, 12, 0, 0);
      const user = await account(storage, 'meena@example.com');
      const { secret } = await enrol(storage, user, t);
      // The enrolment's own code was used by it.
      expect(await useCode(storage, user, currentCode(secret, t), t)).toBeUndefined();
      const later = t + 30_000;
      const code = currentCode(secret, later);
      expect(await useCode(storage, user, code, later)).toBe('code');
      expect(await useCode(storage, user, code, later + 5_000)).toBeUndefined();
      // The step before it, still within the drift allowed, is refused too.
      expect(await useCode(storage, user, currentCode(secret, t), later)).toBeUndefined();
      expect(await useCode(storage, user, '000000', later)).toBeUndefined();
    } finally {
      await storage.close();
    }
  });

  it('takes each recovery code once, typed in any case, with or without dashes', async () => {
    const storage = await openStorage();
    try {
      const user = await account(storage, 'ravi@example.com');
      const { codes } = await enrol(storage, user);
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      const [first, second] = codes as [string, string];
      expect(await useCode(storage, user, first.toUpperCase())).toBe('recovery');
      expect(await useCode(storage, user, first)).toBeUndefined();
      expect(await useCode(storage, user, second.replace(/-/g, ''))).toBe('recovery');
      expect((await storage.secondFactor(user.id))?.recoveryCodesLeft).toBe(8);
    } finally {
      await storage.close();
    }
  });
});

describe('TWO_FACTOR_REQUIRED', () => {
  it('requires it of editors and staff by default, of nobody with "none", and refuses unknown roles', () => {
    expect(secondFactorRolesFromEnv(undefined)).toEqual(['editor', 'staff']);
    expect(secondFactorRolesFromEnv('none')).toEqual([]);
    expect(secondFactorRolesFromEnv(' Staff ')).toEqual(['staff']);
    expect(() => secondFactorRolesFromEnv('admin')).toThrow(/admin/);
    const editor = { role: 'visitor' as const, editor: true };
    expect(mustHaveSecondFactor(editor, ['editor', 'staff'])).toBe(true);
    expect(mustHaveSecondFactor(editor, ['staff'])).toBe(false);
    expect(mustHaveSecondFactor({ role: 'visitor', editor: false }, ['editor', 'staff'])).toBe(
      false,
    );
  });
});

/** The `name=value` pairs a response sets, by name. */
function cookies(res: { headers: Record<string, unknown> }) {
  const header = res.headers['set-cookie'];
  const list = (Array.isArray(header) ? header : [header]).filter(
    (c): c is string => typeof c === 'string',
  );
  return Object.fromEntries(list.map((c) => c.split(';')[0]!.split('=') as [string, string]));
}

async function serverWith(required: ('editor' | 'staff')[]) {
  const storage = await openStorage();
  const api = await startApi({ storage, twoFactorRequired: required });
  const logIn = (email: string) => api.post('/login', { email, password });
  const page = (method: 'GET' | 'POST', url: string, cookie: string, fields = {}) =>
    api.app.inject({
      method,
      url,
      headers: {
        cookie,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { payload: new URLSearchParams(fields).toString() } : {}),
    });
  return { api, storage, logIn, page };
}

describe('signing in with a second factor', () => {
  it('gives no session after the password, only a code step; a wrong code is refused, the right one signs in', async () => {
    const { api, storage, logIn, page } = await serverWith([]);
    try {
      const user = await account(storage, 'asha@example.com');
      const { secret } = await enrol(storage, user, Date.now() - 60_000);
      const res = await logIn(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, secondStep: true });
      expect(res.json().redirectTo).toMatch(/^\/api\/login\/code\?/);
      const set = cookies(res);
      expect(set.session).toBeUndefined();
      const pending = `pending-login=${set['pending-login']}`;
      // The pending token opens nothing of the account.
      expect((await api.call('GET', '/account', { cookie: pending })).statusCode).toBe(401);

      const form = await page('GET', '/api/login/code', pending);
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain('autocomplete="one-time-code"');
      const wrong = await page('POST', '/api/login/code', pending, { code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(cookies(wrong).session).toBeUndefined();

      const right = await page('POST', '/api/login/code', pending, {
        code: currentCode(secret),
        next: '/',
      });
      expect(right.statusCode).toBe(303);
      const session = sessionCookie(right);
      expect((await api.call('GET', '/account', { cookie: session })).statusCode).toBe(200);
      // The pending sign-in is over: its token works no more.
      const again = await page('POST', '/api/login/code', pending, { code: currentCode(secret) });
      expect(again.statusCode).toBe(401);
      expect(again.body).toContain('Sign in again');
    } finally {
      await api.app.close();
    }
  });

  it('throttles wrong codes as wrong passwords are: after five, even the right one waits', async () => {
    const { api, storage, logIn, page } = await serverWith([]);
    try {
      const user = await account(storage, 'kiran@example.com');
      const { secret } = await enrol(storage, user, Date.now() - 60_000);
      const pending = `pending-login=${cookies(await logIn(user.email))['pending-login']}`;
      for (let i = 0; i < 5; i++)
        expect(
          (await page('POST', '/api/login/code', pending, { code: '000000' })).statusCode,
        ).toBe(401);
      const right = await page('POST', '/api/login/code', pending, { code: currentCode(secret) });
      expect(right.statusCode).toBe(429);
      expect(right.headers['retry-after']).toBeDefined();
      expect(cookies(right).session).toBeUndefined();
    } finally {
      await api.app.close();
    }
  });

  it('sends an account whose role requires it to enrol before it gets a session', async () => {
    const { api, storage, logIn, page } = await serverWith(['staff']);
    try {
      const staff = await account(storage, 'lata@example.com', { role: 'staff' });
      const res = await logIn(staff.email);
      expect(res.json().redirectTo).toMatch(/^\/api\/login\/enrol\?/);
      expect(cookies(res).session).toBeUndefined();
      const pending = `pending-login=${cookies(res)['pending-login']}`;
      const form = await page('GET', '/api/login/enrol', pending);
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain('<svg');
      const key = /id="secret-key">([A-Z2-7 ]+)</.exec(form.body)?.[1]?.replace(/ /g, '');
      expect(key).toBeDefined();
      expect((await page('POST', '/api/login/enrol', pending, { code: '000000' })).statusCode).toBe(
        401,
      );
      const done = await page('POST', '/api/login/enrol', pending, { code: currentCode(key!) });
      expect(done.statusCode).toBe(200);
      expect(done.body.match(/<li>[a-z2-9]{4}(-[a-z2-9]{4}){3}<\/li>/g)).toHaveLength(10);
      expect((await api.call('GET', '/account', { cookie: sessionCookie(done) })).statusCode).toBe(
        200,
      );
      // A visitor is not asked.
      const visitor = await account(storage, 'guest@example.com');
      expect(cookies(await logIn(visitor.email)).session).toBeDefined();
    } finally {
      await api.app.close();
    }
  });
});

describe('the account page', () => {
  it('turns it on with a first code, and off only with a current code, not while the role requires it', async () => {
    const { api, storage, logIn } = await serverWith([]);
    try {
      const user = await account(storage, 'devi@example.com');
      const cookie = sessionCookie(await logIn(user.email));
      const started = await api.call('POST', '/account/two-factor/start', { cookie, payload: {} });
      expect(started.statusCode).toBe(200);
      const { key, qr } = started.json();
      expect(qr.d).toMatch(/^M/);
      const secret = String(key).replace(/ /g, '');
      const wrong = { cookie, payload: { code: '000000' } };
      expect((await api.call('POST', '/account/two-factor/confirm', wrong)).statusCode).toBe(401);
      const on = await api.call('POST', '/account/two-factor/confirm', {
        cookie,
        payload: { code: currentCode(secret) },
      });
      expect(on.json().recoveryCodes).toHaveLength(10);
      // This session stays; the state says it is on.
      expect((await api.call('GET', '/account/two-factor', { cookie })).json()).toMatchObject({
        on: true,
        recoveryCodesLeft: 10,
      });
      expect((await api.call('POST', '/account/two-factor/off', wrong)).statusCode).toBe(401);
      const off = await api.call('POST', '/account/two-factor/off', {
        cookie,
        payload: { code: on.json().recoveryCodes[0] },
      });
      expect(off.statusCode).toBe(200);
      expect(await storage.secondFactor(user.id)).toBeUndefined();
    } finally {
      await api.app.close();
    }
  });
});

describe('the login form posted without script', () => {
  it('goes to the code step, carrying the page it was going to, with no session', async () => {
    const { api, storage } = await serverWith([]);
    try {
      const user = await account(storage, 'nojs@example.com');
      await enrol(storage, user, Date.now() - 60_000);
      const res = await api.formPost(
        '/login',
        { email: user.email, password, form: 'login', page: '/' },
        { host: 'site.test', referer: 'http://site.test/?next=/' },
      );
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/api\/login\/code\?next=%2F&from=%2F$/);
      expect(cookies(res).session).toBeUndefined();
      expect(cookies(res)['pending-login']).toMatch(/^[\w-]{43}$/);
    } finally {
      await api.app.close();
    }
  });
});
