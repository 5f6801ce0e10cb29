import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openPostgresStorage } from '../../../src/server/storage/postgres';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import type { Storage } from '../../../src/server/storage/types';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import { startApi, sessionCookie, validEnquiry } from './api-server';
import { httpReceiver } from './http-receiver';
import { eventually } from './eventually';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const storages: [string, () => Promise<Storage>][] = [
  [
    'SQLite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'aruvi-spam-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      return openSqliteStorage(join(dir, 'site.db'));
    },
  ],
  ['PostgreSQL', async () => openPostgresStorage(await freshDatabase())],
];

/** The form stamp cookie a page's answer sets, as the next request's Cookie header. */
const stampOf = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header : [header]).find(
    (c): c is string => typeof c === 'string' && c.startsWith('form_start='),
  );
  return value?.split(';')[0];
};

describe.each(storages)('suspected spam (%s)', (name, open) => {
  const skip = name === 'PostgreSQL' && !postgresUrl;

  const start = async () => {
    const receiver = await httpReceiver();
    cleanups.push(receiver.close);
    const storage = await open();
    const api = await startApi(
      {
        storage,
        delivery: { webhook: { url: `${receiver.url}/hook` }, timeoutMs: 500 },
        mailRetryMs: 100,
        spam: { minFillMs: 400 },
      },
      { pages: ['/contact-info'] },
    );
    cleanups.push(() => api.app.close());
    // A staff member to look at the inbox.
    await storage.createUser({
      username: 'ravi',
      email: 'ravi@example.com',
      passwordHash: await hashPassword('a long staff password'),
      role: 'staff',
    });
    const login = await api.post('/login', {
      email: 'ravi@example.com',
      password: 'a long staff password',
    });
    const cookie = sessionCookie(login);
    const list = async (query = '') => {
      const res = await api.call('GET', `/leads${query}`, { cookie });
      return (res.json() as { leads: { id: number; status: string; spamReason?: string }[] }).leads;
    };
    return { api, receiver, storage, cookie, list };
  };

  it.skipIf(skip)(
    'keeps a form sent faster than a person types aside, with why, and answers as usual',
    async () => {
      const { api, receiver, list } = await start();
      const page = await api.app.inject({ method: 'GET', url: '/contact-info' });
      expect(page.statusCode).toBe(200);
      const stamp = stampOf(page);
      expect(stamp).toBeDefined();
      const headers = { cookie: stamp ?? '' };
      const fast = await api.post('/pclinfo', validEnquiry, headers);
      const normalAnswer = { status: fast.statusCode, body: fast.json() as unknown };
      await new Promise((r) => setTimeout(r, 500));
      const later = await api.post('/pclinfo', { ...validEnquiry, fname: 'Later' }, headers);
      // The same answer for both: a robot learns nothing.
      expect({ status: later.statusCode, body: later.json() as unknown }).toEqual(normalAnswer);
      expect(normalAnswer.status).toBe(200);

      const inbox = await list();
      expect(inbox).toHaveLength(1);
      const spam = await list('?status=spam');
      expect(spam).toHaveLength(1);
      expect(spam[0]?.spamReason).toMatch(/after the page opened/);
      // Only the other one reaches the webhook.
      await eventually(() => receiver.deliveries.length === 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(receiver.deliveries).toHaveLength(1);
      expect(receiver.deliveries[0]?.body).toContain('Later');
    },
  );

  it.skipIf(skip)('flags a stamp that was altered, many links and known spam phrases', async () => {
    const { api, list } = await start();
    const page = await api.app.inject({ method: 'GET', url: '/contact-info' });
    const [cookieName, value] = (stampOf(page) ?? '').split('=');
    const [time, mac] = (value ?? '').split('.');
    const older = `${cookieName}=${Number(time) - 60_000}.${mac}`;
    await api.post('/pclinfo', { ...validEnquiry, fname: 'Forged' }, { cookie: older });
    const links = 'See http://a.example http://b.example and www.c.example for details';
    await api.post('/pclinfo', { ...validEnquiry, fname: 'Links', message: links });
    const phrase = 'We sell BACKLINKS and guest post slots for your site.';
    await api.post('/pclinfo', { ...validEnquiry, fname: 'Phrase', message: phrase });
    await api.post('/pclinfo', { ...validEnquiry, fname: 'Plain' });
    const reasons = (await list('?status=spam')).map((lead) => lead.spamReason).reverse();
    expect(reasons).toEqual([
      expect.stringMatching(/time was altered/),
      expect.stringMatching(/3 links/),
      expect.stringMatching(/“backlinks”, “guest post”/),
    ]);
    expect(await list()).toHaveLength(1);
  });

  it.skipIf(skip)('delivers a lead staff mark "not spam", once', async () => {
    const { api, receiver, cookie, list } = await start();
    await api.post('/pclinfo', { ...validEnquiry, message: 'Cheap backlinks for you' });
    const [spam] = await list('?status=spam');
    if (!spam) throw new Error('not kept as spam');
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.deliveries).toHaveLength(0);
    const notSpam = await api.call('PATCH', `/leads/${spam.id}`, {
      cookie,
      payload: { status: 'new' },
    });
    expect(notSpam.statusCode).toBe(200);
    await eventually(() => receiver.deliveries.length === 1);
    expect(await list()).toHaveLength(1);
    // Spam again and back: it was delivered already, so it is not sent twice.
    await api.call('PATCH', `/leads/${spam.id}`, { cookie, payload: { status: 'spam' } });
    await api.call('PATCH', `/leads/${spam.id}`, { cookie, payload: { status: 'contacted' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(receiver.deliveries).toHaveLength(1);
  });

  it.skipIf(skip)('answers a no-JavaScript spam post with the usual thank-you page', async () => {
    const { api, list } = await start();
    const fields = { ...validEnquiry, page: '/contact-info', form: 'enquiry' };
    const plain = await api.formPost('/pclinfo', fields);
    const spam = await api.formPost('/pclinfo', { ...fields, message: 'casino bonus' });
    expect(spam.statusCode).toBe(plain.statusCode);
    expect(spam.headers.location).toBe(plain.headers.location);
    expect(await list('?status=spam')).toHaveLength(1);
  });
});
