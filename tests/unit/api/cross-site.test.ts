import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../render';
import { sessionCookie, startApi, validEnquiry } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi({ site: { ...site, corsOrigins: ['https://partner.example'] } });
});
afterAll(async () => {
  await api.app.close();
});

const owner = {
  username: 'Karthik',
  email: 'karthik.attacker@example.com',
  password: 'banana leaf thali at noon',
  agree: true,
};

/** A browser's own form post (no script), as another site's auto-submitting form sends it. */
const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
  api.formPost(path, fields, { host: 'site.test', ...headers });

const loginFields = { email: owner.email, password: owner.password };

describe('requests from another site', () => {
  beforeAll(async () => {
    expect((await api.post('/signup', owner)).statusCode).toBe(201);
  });

  it('cannot log a visitor into the attacker’s account (login CSRF), by Origin or by Sec-Fetch-Site', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      // Another port of the same host is another origin.
      { origin: 'http://site.test:8080' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const res = await formPost('/login', loginFields, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
      expect(res.json().success).toBe(false);
    }
  });

  it('cannot sign a visitor up into an account the attacker knows', async () => {
    const res = await formPost(
      '/signup',
      {
        username: 'Evil',
        email: 'fresh.victim@example.com',
        password: owner.password,
        agree: 'on',
      },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    // Nothing was created: the same address can still sign up from the site itself.
    const own = await api.post('/signup', { ...owner, email: 'fresh.victim@example.com' });
    expect(own.statusCode).toBe(201);
  });

  it('cannot end a visitor’s session (logout CSRF), not even from another port of the host', async () => {
    const cookie = sessionCookie(
      await api.post('/login', { email: owner.email, password: owner.password }),
    );
    for (const origin of ['https://evil.example', 'http://site.test:8080']) {
      const res = await formPost('/logout', {}, { cookie, origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.headers['set-cookie'], origin).toBeUndefined();
    }
    const me = await api.call('GET', '/account', { cookie });
    expect(me.statusCode).toBe(200);
  });

  it('still takes the site’s own no-script posts, programs without browser headers, and trusted origins', async () => {
    const own = await formPost('/login', loginFields, {
      origin: 'http://site.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(303);
    expect(String(own.headers['set-cookie'])).toMatch(/^session=/);
    const cookie = sessionCookie(own);
    const out = await formPost('/logout', {}, { cookie, origin: 'http://site.test' });
    expect(out.statusCode).toBe(303);
    expect((await api.call('GET', '/account', { cookie })).statusCode).toBe(401);

    const partner = await api.post('/pclinfo', validEnquiry, {
      origin: 'https://partner.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(partner.statusCode).toBe(200);
    const evil = await api.post('/pclinfo', validEnquiry, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
  });
});
