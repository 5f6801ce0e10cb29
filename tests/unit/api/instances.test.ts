import { afterEach, describe, expect, it } from 'vitest';
import { openPostgresStorage } from '../../../src/server/storage/postgres';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import { sessionCookie, setCookieOf, startApi, validEnquiry } from './api-server';

const running: Awaited<ReturnType<typeof startApi>>[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.app.close()));
});

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
async function twoInstances(limits: { leads: number; auth: number }) {
  const databaseUrl = await freshDatabase();
  const a = await startApi({ databaseUrl, limits });
  const b = await startApi({ databaseUrl, limits });
  running.push(a, b);
  return [a, b, databaseUrl] as const;
}

describe.skipIf(!postgresUrl)('several instances on one PostgreSQL database', () => {
  it('give a client one rate limit, whichever instance answers', async () => {
    const [a, b] = await twoInstances({ leads: 3, auth: 100 });
    const codes: number[] = [];
    for (const api of [a, b, a, b])
      codes.push((await api.postFrom('203.0.113.9', '/pclinfo', validEnquiry)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // Another client has its own limit.
    expect((await b.postFrom('203.0.113.10', '/pclinfo', validEnquiry)).statusCode).toBe(200);
  });

  it('count an account’s failed logins together, from any instance', async () => {
    const [a, b] = await twoInstances({ leads: 100, auth: 100 });
    const account = {
      username: 'Meena',
      email: 'meena@example.com',
      password: 'filter coffee at noon',
      agree: true,
    };
    expect((await a.post('/signup', account)).statusCode).toBe(201);
    const wrong = { email: account.email, password: 'not the password' };
    const codes: number[] = [];
    // Each attempt from its own address, on alternate instances: only the account is common.
    for (let i = 0; i < 6; i++)
      codes.push(
        (await (i % 2 ? b : a).postFrom(`198.51.100.${i + 1}`, '/login', wrong)).statusCode,
      );
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
    const right = { email: account.email, password: account.password };
    expect((await a.postFrom('198.51.100.50', '/login', right)).statusCode).toBe(429);
  });

  it('sign in an account’s usual browser on either instance while its address is locked', async () => {
    const [a, b] = await twoInstances({ leads: 100, auth: 100 });
    const account = {
      username: 'Kiran',
      email: 'kiran@example.com',
      password: 'ferry horns across the river',
      agree: true,
    };
    expect((await a.post('/signup', account)).statusCode).toBe(201);
    const right = { email: account.email, password: account.password };
    const earlier = await a.postFrom('198.51.100.60', '/login', right);
    const device = setCookieOf(earlier, 'device').split(';')[0]!;
    const wrong = { email: account.email, password: 'a guess' };
    for (let i = 0; i < 6; i++)
      await (i % 2 ? b : a).postFrom(`203.0.113.${i + 20}`, '/login', wrong);
    expect((await b.postFrom('203.0.113.40', '/login', right)).statusCode).toBe(429);
    // The device cookie made by instance A is known to B (one key, kept in the database).
    const owner = await b.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '198.51.100.61',
      headers: { 'content-type': 'application/json', cookie: device },
      payload: JSON.stringify(right),
    });
    expect(owner.statusCode).toBe(200);
  });

  it('count a password confirmed on one instance as recent on the other', async () => {
    const [a, b, databaseUrl] = await twoInstances({ leads: 100, auth: 100 });
    const account = {
      username: 'Leela',
      email: 'leela@example.com',
      password: 'lamps on the temple tank',
      agree: true,
    };
    expect((await a.post('/signup', account)).statusCode).toBe(201);
    const cookie = sessionCookie(
      await a.post('/login', { email: account.email, password: account.password }),
    );
    const storage = await openPostgresStorage(databaseUrl);
    try {
      const [session] = await storage.listSessions(
        (await storage.findUserByEmail(account.email))!.id,
        new Date(),
      );
      // As if signed in 11 minutes ago: turning on two-step sign-in asks for the password.
      await storage.proveSession(session!.idHash, new Date(Date.now() - 11 * 60_000));
      const start = () => b.call('POST', '/account/two-factor/start', { cookie, payload: {} });
      expect((await start()).statusCode).toBe(403);
      const confirmed = await a.call('POST', '/account/confirm', {
        cookie,
        payload: { password: account.password },
      });
      expect(confirmed.statusCode).toBe(200);
      expect((await start()).statusCode).toBe(200);
    } finally {
      await storage.close();
    }
  });

  it('keep a refused form post made without JavaScript for the page on any instance', async () => {
    const databaseUrl = await freshDatabase();
    const a = await startApi({ databaseUrl });
    running.push(a);
    const refused = await a.app.inject({
      method: 'POST',
      url: '/api/pclinfo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        form: 'enquiry',
        fname: 'Asha',
        email: 'not an address',
      }).toString(),
    });
    expect(refused.statusCode).toBe(303);
    const id = new URL(String(refused.headers.location), 'http://site').searchParams.get(
      'form-result',
    );
    expect(id).toBeTruthy();
    // Another instance's view of the database: the same errors and the values typed.
    const other = await openPostgresStorage(databaseUrl);
    try {
      const result = await other.shared?.formResults.get(id ?? '');
      expect(result).toMatchObject({
        form: 'enquiry',
        outcome: 'refused',
        values: { fname: 'Asha' },
      });
      expect(result?.errors.email).toEqual(expect.any(String));
    } finally {
      await other.close();
    }
  });
});
