import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCookieOf, startApi } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
beforeEach(async () => {
  api = await startApi();
});
afterEach(async () => {
  await api.app.close();
});

const account = {
  username: 'Divya',
  email: 'divya@example.com',
  password: 'jasmine garlands at dusk',
};

/** A login attempt sent from `ip`. */
const login = (ip: string, email: string, password: string) =>
  api.postFrom(ip, '/login', { email, password });

/** Five wrong passwords for `email`, each from another IP; all get the usual 401. */
async function failFiveTimes(email: string) {
  for (let i = 1; i <= 5; i++) {
    const res = await login(`203.0.113.${i}`, email, `wrong guess number ${i}`);
    expect(res.statusCode).toBe(401);
  }
}

describe('login throttling per account', () => {
  it('refuses an address after five failures from five IPs, even with the right password', async () => {
    expect((await api.post('/signup', { ...account, agree: true })).statusCode).toBe(201);
    await failFiveTimes(account.email);
    const refused = await login('198.51.100.9', account.email.toUpperCase(), account.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(refused.json().message).toMatch(/e-mail address/);
    // Another account is not affected.
    const other = { username: 'Arun', email: 'arun@example.com', password: 'kites over the beach' };
    expect((await api.post('/signup', { ...other, agree: true })).statusCode).toBe(201);
    expect((await login('203.0.113.1', other.email, other.password)).statusCode).toBe(200);
  });

  it('treats an unknown address the same way, so the answer tells nothing', async () => {
    await api.post('/signup', { ...account, agree: true });
    await failFiveTimes(account.email);
    await failFiveTimes('nobody-here@example.com');
    const known = await login('198.51.100.9', account.email, 'yet another guess');
    const unknown = await login('198.51.100.9', 'nobody-here@example.com', 'yet another guess');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    // The same answer but for the seconds left, which depend only on when the failures came.
    const shape = (res: typeof known) => JSON.stringify(res.json()).replace(/\d+/g, 'N');
    expect(shape(unknown)).toBe(shape(known));
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('forgets the failures after a successful login', async () => {
    await api.post('/signup', { ...account, agree: true });
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i <= 4; i++)
        expect((await login(`203.0.113.${i}`, account.email, 'not my password')).statusCode).toBe(
          401,
        );
      expect((await login('198.51.100.9', account.email, account.password)).statusCode).toBe(200);
    }
  });
});

/** The device cookie's `Set-Cookie` line a response sets. */
const deviceCookie = (response: { headers: Record<string, unknown> }) =>
  setCookieOf(response, 'device');

/** A login attempt from `ip` with the browser's `cookie`. */
const loginWith = (ip: string, cookie: string, email: string, password: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify({ email, password }),
  });

describe('a guessing attack does not lock the owner out of their usual browser', () => {
  it('signs the owner in with the device cookie of an earlier sign-in while the address is locked; without it, still 429', async () => {
    await api.post('/signup', { ...account, agree: true });
    const earlier = await login('198.51.100.9', account.email, account.password);
    expect(earlier.statusCode).toBe(200);
    const setCookie = deviceCookie(earlier);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    const cookie = setCookie.split(';')[0]!;

    // The attacker locks the address from five clients, and keeps it locked.
    await failFiveTimes(account.email);
    expect((await login('203.0.113.6', account.email, 'guess six')).statusCode).toBe(429);

    // The owner's usual browser, from a sixth address: signed in.
    const owner = await loginWith('198.51.100.20', cookie, account.email, account.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ success: true });
    // The attacker (no device cookie) is still throttled, even with the right password.
    expect((await login('203.0.113.7', account.email, account.password)).statusCode).toBe(429);
  });

  it('does not trust a device cookie for another account, a forged one, or one that keeps failing', async () => {
    await api.post('/signup', { ...account, agree: true });
    const other = { username: 'Arun', email: 'arun@example.com', password: 'kites over the beach' };
    await api.post('/signup', { ...other, agree: true });
    const otherCookie = deviceCookie(await login('198.51.100.9', other.email, other.password));
    const cookie = deviceCookie(await login('198.51.100.9', account.email, account.password)).split(
      ';',
    )[0]!;
    await failFiveTimes(account.email);
    // Arun's browser is not Divya's.
    const foreign = await loginWith(
      '198.51.100.9',
      otherCookie.split(';')[0]!,
      account.email,
      account.password,
    );
    expect(foreign.statusCode).toBe(429);
    // A cookie with the account's id but not signed by the server.
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await loginWith('198.51.100.9', forged, account.email, account.password)).statusCode,
    ).toBe(429);
    // Five wrong passwords through the device cookie: it is trusted no longer.
    for (let i = 1; i <= 5; i++)
      expect(
        (await loginWith('198.51.100.9', cookie, account.email, `wrong ${i}`)).statusCode,
      ).toBe(401);
    expect(
      (await loginWith('198.51.100.9', cookie, account.email, account.password)).statusCode,
    ).toBe(429);
  });
});
