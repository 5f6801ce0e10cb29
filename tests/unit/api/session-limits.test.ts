import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceName } from '../../../src/server/auth/device-name';
import { currentSession, sessionIdHash } from '../../../src/server/auth/sessions';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import type { Storage } from '../../../src/server/storage/types';

// The clock is given to every call: nothing here waits.
const dir = mkdtempSync(join(tmpdir(), 'session-limits-'));
let storage: Storage;
beforeAll(() => {
  storage = openSqliteStorage(join(dir, 'site.db'));
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const minutes = (n: number) => n * 60_000;
const start = new Date('2026-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);
let made = 0;

/** A session begun at `start` for a new account; its cookie's secret. */
async function signedIn(roles: { editor?: boolean; role?: 'staff' }) {
  made += 1;
  const user = await storage.createUser({
    username: `Person ${made}`,
    email: `person-${made}@example.com`,
    passwordHash: 'h',
    ...roles,
  });
  if (user === 'exists') throw new Error('the account exists');
  const secret = String(made).padStart(43, 'x');
  const expiresAt = at(minutes(7 * 24 * 60));
  await storage.createSession({
    idHash: sessionIdHash(secret),
    userId: user.id,
    createdAt: start,
    expiresAt,
  });
  return { secret, user };
}
const signedInAt = async (secret: string, now: Date, headers = {}) =>
  (await currentSession(storage, { cookies: { session: secret }, headers }, now)) !== undefined;

describe('how long a session lasts', () => {
  it("ends an editor's session after 30 minutes unused, for good", async () => {
    const { secret } = await signedIn({ editor: true });
    expect(await signedInAt(secret, at(minutes(29)))).toBe(true);
    // That request counted: 29 minutes after it, still signed in; 30 after, no longer.
    expect(await signedInAt(secret, at(minutes(58)))).toBe(true);
    expect(await signedInAt(secret, at(minutes(88)))).toBe(false);
    expect(await signedInAt(secret, at(minutes(89)))).toBe(false);
  });

  it('does not count a page refreshing itself on a timer as use', async () => {
    const { secret } = await signedIn({ editor: true });
    const onTimer = { 'x-background-refresh': '1' };
    for (let t = 5; t < 30; t += 5)
      expect(await signedInAt(secret, at(minutes(t)), onTimer)).toBe(true);
    expect(await signedInAt(secret, at(minutes(30)), onTimer)).toBe(false);
  });

  it("ends a staff member's session after 12 hours, however busy", async () => {
    const { secret } = await signedIn({ role: 'staff' });
    for (let t = 20; t < 12 * 60; t += 20)
      expect(await signedInAt(secret, at(minutes(t)))).toBe(true);
    expect(await signedInAt(secret, at(minutes(12 * 60)))).toBe(false);
  });

  it("keeps a visitor's session for 7 days, used or not", async () => {
    const { secret } = await signedIn({});
    expect(await signedInAt(secret, at(minutes(3 * 24 * 60)))).toBe(true);
    expect(await signedInAt(secret, at(minutes(7 * 24 * 60)))).toBe(false);
  });

  it('writes down when a session was used at most once a minute', async () => {
    const { secret, user } = await signedIn({ editor: true });
    const lastSeen = async () => (await storage.listSessions(user.id, start))[0]?.lastSeenAt;
    await signedInAt(secret, at(minutes(5)));
    expect(await lastSeen()).toBe(at(minutes(5)).toISOString());
    await signedInAt(secret, at(minutes(5) + 30_000));
    expect(await lastSeen()).toBe(at(minutes(5)).toISOString());
    await signedInAt(secret, at(minutes(6) + 1000));
    expect(await lastSeen()).toBe(at(minutes(6) + 1000).toISOString());
  });
});

describe('the device a session began on', () => {
  it('is named in words from the browser and system, and nothing when unknown', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
    expect(deviceName(android)).toBe('Chrome on Android');
    expect(deviceName(iphone)).toBe('Safari on iPhone');
    expect(deviceName(edge)).toBe('Edge on Windows');
    expect(deviceName('curl/8.5.0')).toBe('');
    expect(deviceName(undefined)).toBe('');
  });
});
