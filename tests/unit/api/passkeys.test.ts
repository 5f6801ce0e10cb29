import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { join } from 'node:path';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openDatabase } from '../../../src/server/storage/sqlite-open';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { studioSignInApp } from '../server/studio-sign-in-app';
import { sessionCookie, startApi } from './api-server';

// Passkeys as a second factor (decisions.md #86) through the real server, with a software
// authenticator: the challenge works once, another origin is refused, the counter only goes up.

const host = 'site.example';
const origin = `http://${host}`;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** One passkey on a software authenticator: a P-256 key, a credential id, a counter. */
function authenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = randomBytes(16);
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const authData = (flags: number, counter: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(host),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  };
  return {
    id: b64(id),
    /** The COSE public key, as storage keeps it. */
    publicKey: b64(cose),
    /** The answer to a registration challenge, as the browser sends it. */
    register(challenge: string, from = origin) {
      const clientData = Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge, origin: from, crossOrigin: false }),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, id, cose]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData(0x45, 0, attested)],
        ]),
      );
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The fields the second step's script posts, signing `challenge` with `counter`. */
    signIn(challenge: string, counter: number, from = origin) {
      const clientData = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge, origin: from, crossOrigin: false }),
      );
      const data = authData(0x05, counter);
      const signature = sign('sha256', Buffer.concat([data, sha256(clientData)]), privateKey);
      return {
        id: b64(id),
        clientDataJSON: b64(clientData),
        authenticatorData: b64(data),
        signature: b64(signature),
        userHandle: '',
      };
    },
  };
}

let api: Awaited<ReturnType<typeof startApi>>;
const account = { email: 'meera@example.com', password: 'monsoon over the tea estate' };
beforeAll(async () => {
  api = await startApi();
  const storage = openSqliteStorage(join(api.dataDir, 'site.db'));
  try {
    await storage.createUser({
      username: 'Meera',
      email: account.email,
      passwordHash: await hashPassword(account.password),
    });
  } finally {
    await storage.close();
  }
}, 60_000);
afterAll(async () => {
  await api.app.close();
});

const headers = { host };
const call = (method: 'GET' | 'POST', path: string, cookie: string, payload?: unknown) =>
  api.call(method, path, { cookie, headers, ...(payload === undefined ? {} : { payload }) });
const options = async (cookie: string) => {
  const answer = await call('POST', '/account/passkeys/options', cookie, {});
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ options: { challenge: string; rp: { id: string } } }>().options;
};

/** The cookie of the pending sign-in a right password starts. */
const pendingCookie = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header : [header]).find(
    (c): c is string => typeof c === 'string' && c.startsWith('pending-login='),
  );
  if (!value) throw new Error('no pending sign-in');
  return value.split(';')[0]!;
};
/** The challenge the second step's page carries for its passkey button. */
const stepChallenge = async (cookie: string) => {
  const page = await api.app.inject({ url: '/api/login/code', headers: { host, cookie } });
  expect(page.statusCode).toBe(200);
  const attribute = /data-options="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, '&')).challenge as string;
};
const postPasskey = (cookie: string, fields: Record<string, string>) =>
  api.formPost('/login/passkey', { ...fields, next: '/account' }, { host, cookie });

describe('passkeys as a second factor', () => {
  const key = authenticator();

  it('adds a passkey after a recent proof; its challenge works once; another origin is refused', async () => {
    const cookie = sessionCookie(await api.post('/login', account, headers));
    const first = await options(cookie);
    expect(first.rp.id).toBe(host);
    // Another site's page cannot answer for this one.
    const other = await call('POST', '/account/passkeys', cookie, {
      response: key.register(first.challenge, 'https://elsewhere.example'),
    });
    expect(other.statusCode).toBe(400);
    // That challenge is gone: the right origin with it is refused too.
    const reused = await call('POST', '/account/passkeys', cookie, {
      response: key.register(first.challenge),
    });
    expect(reused.statusCode).toBe(400);
    const second = await options(cookie);
    const added = await call('POST', '/account/passkeys', cookie, {
      response: key.register(second.challenge),
      name: 'Office laptop',
    });
    expect(added.statusCode, added.body).toBe(201);
    const listed = await call('GET', '/account/passkeys', cookie);
    expect(listed.json().passkeys).toEqual([
      expect.objectContaining({ id: key.id, name: 'Office laptop', lastUsedAt: null }),
    ]);
    expect(listed.body).not.toContain('publicKey');
  });

  let session = '';
  it('signs in with the passkey after the password: each challenge once, the counter only going up', async () => {
    const login = await api.post('/login', account, headers);
    expect(login.statusCode).toBe(200);
    expect(String(login.headers['set-cookie'])).not.toContain('session=');
    const pending = pendingCookie(login);

    const elsewhere = key.signIn(await stepChallenge(pending), 1, 'https://elsewhere.example');
    const refused = await postPasskey(pending, elsewhere);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('role="alert"');

    const signed = key.signIn(await stepChallenge(pending), 5);
    const done = await postPasskey(pending, signed);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/account');
    session = sessionCookie(done);

    // A new sign-in: the same answer again is refused (its challenge was used), and so is a
    // signature whose counter is not higher than the last one (a copied authenticator).
    const again = pendingCookie(await api.post('/login', account, headers));
    await stepChallenge(again);
    expect((await postPasskey(again, signed)).statusCode).toBe(401);
    const sameCounter = key.signIn(await stepChallenge(again), 5);
    expect((await postPasskey(again, sameCounter)).statusCode).toBe(401);
    const higher = key.signIn(await stepChallenge(again), 6);
    expect((await postPasskey(again, higher)).statusCode).toBe(303);
  });

  it('asks for the password again before adding or removing one when the proof is old', async () => {
    const db = openDatabase(join(api.dataDir, 'site.db'));
    try {
      const at = new Date(Date.now() - 11 * 60_000).toISOString();
      db.prepare('UPDATE sessions SET proved_at = ?').run(at);
    } finally {
      db.close();
    }
    for (const [path, payload] of [
      ['/account/passkeys/options', {}],
      ['/account/passkeys/remove', { id: key.id }],
    ] as const) {
      const answer = await call('POST', path, session, payload);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ reauth: true });
    }
    const confirmed = await call('POST', '/account/confirm', session, {
      password: account.password,
    });
    expect(confirmed.statusCode).toBe(200);
    const removed = await call('POST', '/account/passkeys/remove', session, { id: key.id });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/account/passkeys', session)).json().passkeys).toEqual([]);
    // Without one, the password alone signs in again.
    sessionCookie(await api.post('/login', account, headers));
  });
});

describe("passkeys at the editors' sign-in", () => {
  it('offers the passkey on its second step, serves its script beside it and signs in with it', async () => {
    const storage = openSqliteStorage(':memory:');
    const editor = await storage.createUser({
      username: 'Meera',
      email: account.email,
      passwordHash: await hashPassword(account.password),
    });
    if (editor === 'exists') throw new Error('unexpected');
    const key = authenticator();
    await storage.addPasskey({
      id: key.id,
      userId: editor.id,
      publicKey: key.publicKey,
      counter: 0,
      transports: ['internal'],
      name: 'Laptop',
    });
    const app = await studioSignInApp(storage);
    try {
      const form = (url: string, fields: Record<string, string>, cookie = '') =>
        app.inject({
          method: 'POST',
          url,
          headers: {
            host,
            'content-type': 'application/x-www-form-urlencoded',
            ...(cookie ? { cookie } : {}),
          },
          payload: new URLSearchParams(fields).toString(),
        });
      const signIn = await form('/studio/login', { ...account, next: '/studio/' });
      expect(signIn.statusCode).toBe(303);
      expect(signIn.headers.location).toMatch(/^\/studio\/login\/code/);
      const pending = pendingCookie(signIn);
      const step = await app.inject({
        url: signIn.headers.location!,
        headers: { host, cookie: pending },
      });
      expect(step.body).toContain('<script src="/studio/login/passkey.js" defer></script>');
      const script = await app.inject({ url: '/studio/login/passkey.js', headers: { host } });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      const options = /data-options="([^"]+)"/.exec(step.body)?.[1] ?? '';
      const { challenge } = JSON.parse(options.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
      const done = await form(
        '/studio/login/passkey',
        { ...key.signIn(challenge, 1), next: '/studio/' },
        pending,
      );
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe('/studio/');
      expect(String(done.headers['set-cookie'])).toContain('session=');
    } finally {
      await app.close();
    }
  });
});
