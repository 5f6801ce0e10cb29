import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { studioSignInApp } from './studio-sign-in-app';

const email = 'meera@example.com';
const password = 'monsoon over the western ghats';

let app: Awaited<ReturnType<typeof studioSignInApp>>;
beforeEach(async () => {
  const storage = openSqliteStorage(':memory:');
  await storage.createUser({
    username: 'Meera',
    email,
    passwordHash: await hashPassword(password),
  });
  app = await studioSignInApp(storage);
});
afterEach(() => app.close());

const signIn = (ip: string, typed: string, cookie = '') =>
  app.inject({
    method: 'POST',
    url: '/studio/login',
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams({ email, password: typed, next: '/studio/' }).toString(),
  });

describe("the editors' sign-in during a guessing attack", () => {
  it('signs the editor in from the browser they used before; not from another', async () => {
    const first = await signIn('198.51.100.9', password);
    expect(first.statusCode).toBe(303);
    const cookies = first.cookies as { name: string; value: string; httpOnly?: boolean }[];
    const device = cookies.find((c) => c.name === 'device');
    expect(device?.httpOnly).toBe(true);
    for (let i = 1; i <= 6; i++) await signIn(`203.0.113.${i}`, `guess ${i}`);
    expect((await signIn('203.0.113.7', password)).statusCode).toBe(429);
    const owner = await signIn('198.51.100.30', password, `device=${device!.value}`);
    expect(owner.statusCode).toBe(303);
    expect(owner.headers.location).toBe('/studio/');
  });
});
