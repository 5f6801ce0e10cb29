import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
beforeEach(async () => {
  api = await startApi();
});
afterEach(async () => {
  await api.app.close();
});

const account = {
  username: 'Nila',
  email: 'nila@example.com',
  password: 'boats on the backwaters',
};

/** Sends every request at once; answers their responses in the order they completed. */
async function burst(requests: (() => Promise<LightMyRequestResponse>)[]) {
  const finished: LightMyRequestResponse[] = [];
  await Promise.all(requests.map((send) => send().then((res) => finished.push(res))));
  return finished;
}

/** A wrong-password login for a new address each time, so only the hashing limits apply. */
const guess = (ip: string, i: number) => () =>
  api.postFrom(ip, '/login', { email: `guess${i}@example.com`, password: 'hunter22' });

describe('password hashing under a burst of logins', () => {
  it('hashes one attempt per client at a time and refuses the rest at once with 429', async () => {
    expect((await api.post('/signup', { ...account, agree: true })).statusCode).toBe(201);
    let user: LightMyRequestResponse | undefined;
    const finished = await burst([
      ...Array.from({ length: 20 }, (_, i) => guess('203.0.113.66', i)),
      async () => {
        const { email, password } = account;
        user = await api.postFrom('198.51.100.4', '/login', { email, password });
        return user;
      },
    ]);
    // The real user, on another IP, logs in while the attacker's attempts are refused.
    expect(user?.statusCode).toBe(200);
    const attacker = finished.filter((res) => res !== user);
    const codes = attacker.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 429)).toHaveLength(19);
    expect(codes.filter((c) => c === 401)).toHaveLength(1);
    // The refusals did not wait for a hash: they all came before the one that was checked.
    expect(codes.at(-1)).toBe(401);
    for (const res of attacker.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 503 with Retry-After when the queue is full, and still checks the admitted ones', async () => {
    const finished = await burst(Array.from({ length: 20 }, (_, i) => guess(`10.0.0.${i + 1}`, i)));
    const codes = finished.map((res) => res.statusCode);
    expect(
      codes.every((c) => c === 401 || c === 503),
      codes.join(),
    ).toBe(true);
    expect(codes.filter((c) => c === 503).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c === 401).length).toBeGreaterThan(0);
    for (const res of finished.filter((r) => r.statusCode === 503)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('counts the addresses of one IPv6 /64 network as one client', async () => {
    const finished = await burst(
      Array.from({ length: 5 }, (_, i) => guess(`2001:db8:1:2::${(i + 1).toString(16)}`, i)),
    );
    const codes = finished.map((res) => res.statusCode).sort();
    expect(codes).toEqual([401, 429, 429, 429, 429]);
  });
});
