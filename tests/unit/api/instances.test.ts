import { afterEach, describe, expect, it } from 'vitest';
import { openPostgresStorage } from '../../../src/server/storage/postgres';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import { startApi, validEnquiry } from './api-server';

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
  return [a, b] as const;
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
