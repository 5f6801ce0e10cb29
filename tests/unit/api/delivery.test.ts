import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyWebhook } from '../../../src/server/delivery/webhook-signature';
import { openPostgresStorage } from '../../../src/server/storage/postgres';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import type { Storage } from '../../../src/server/storage/types';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import { hashPassword } from '../../../src/server/auth/passwords';
import { sessionCookie, startApi, validEnquiry } from './api-server';
import { httpReceiver } from './http-receiver';
import { eventually as waitUntil } from './eventually';

/** Waits until `check` holds; fails after 15 s. */
const eventually = (check: () => boolean | Promise<boolean>) => waitUntil(check, 15_000);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const secret = 'a secret only the site and the receiver know';
const webhookBody = z.object({
  id: z.string(),
  event: z.literal('lead.received'),
  lead: z.object({
    id: z.number(),
    receivedAt: z.string(),
    form: z.string(),
    page: z.string().optional(),
    fields: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
  }),
});

/** A storage, and a way to run SQL on its database behind its back. */
interface Opened {
  storage: Storage;
  exec: (sql: string) => Promise<void>;
}

const storages: [string, () => Promise<Opened>][] = [
  [
    'SQLite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'aruvi-delivery-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      const file = join(dir, 'site.db');
      const exec = async (sql: string) => {
        const db = new Database(file);
        db.exec(sql);
        db.close();
      };
      return { storage: openSqliteStorage(file), exec };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const url = await freshDatabase();
      const exec = async (sql: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(sql);
        await client.end();
      };
      return { storage: await openPostgresStorage(url), exec };
    },
  ],
];

describe.each(storages)('lead delivery to a webhook (%s)', (name, open) => {
  const skip = name === 'PostgreSQL' && !postgresUrl;

  const start = async (
    url: string,
    extra: { slack?: string; teams?: string; timeoutMs?: number } = {},
  ) => {
    const { storage, exec } = await open();
    const api = await startApi({
      storage,
      delivery: {
        webhook: { url: `${url}/hooks/leads`, secret },
        ...(extra.slack ? { slack: { url: extra.slack } } : {}),
        ...(extra.teams ? { teams: { url: extra.teams } } : {}),
        timeoutMs: extra.timeoutMs ?? 300,
      },
      mailRetryMs: 100,
    });
    cleanups.push(() => api.app.close());
    return { ...api, storage, exec };
  };

  it.skipIf(skip)(
    'delivers each lead once, signed, through a receiver that fails, times out and recovers',
    async () => {
      const receiver = await httpReceiver();
      cleanups.push(receiver.close);
      receiver.state.mode = 'fail';
      const api = await start(receiver.url);
      const res = await api.post('/pclinfo', { ...validEnquiry, page: '/web-design' });
      expect(res.statusCode).toBe(200);
      await eventually(() => receiver.deliveries.length >= 2);
      receiver.state.mode = 'hang';
      const tried = receiver.deliveries.length;
      await eventually(() =>
        receiver.deliveries.some((d, i) => i >= tried && d.answered === 'hung'),
      );
      // Still failing: staff can be told since when.
      const { storage } = api;
      expect((await storage.deliveryTrouble()).map((t) => t.destination)).toEqual(['webhook']);
      receiver.state.mode = 'ok';
      await eventually(() => receiver.deliveries.some((d) => d.answered === 'ok'));
      // Nothing more comes once it was taken.
      await new Promise((r) => setTimeout(r, 600));
      const taken = receiver.deliveries.filter((d) => d.answered === 'ok');
      expect(taken).toHaveLength(1);
      expect(await storage.deliveryTrouble()).toEqual([]);

      const [delivery] = taken;
      if (!delivery) throw new Error('no delivery');
      expect(delivery.path).toBe('/hooks/leads');
      expect(delivery.headers['content-type']).toBe('application/json');
      const body = webhookBody.parse(JSON.parse(delivery.body));
      expect(body.lead.page).toBe('/web-design');
      expect(body.lead.fields.find((f) => f.name === 'email')?.value).toBe('asha@example.com');
      // Every try is the same event: the receiver can drop a repeat by its id.
      expect(new Set(receiver.deliveries.map((d) => d.headers['webhook-id']))).toEqual(
        new Set([body.id]),
      );
      const headers = {
        id: String(delivery.headers['webhook-id']),
        timestamp: String(delivery.headers['webhook-timestamp']),
        signature: String(delivery.headers['webhook-signature']),
      };
      expect(verifyWebhook(secret, headers, delivery.body)).toBe(true);
      expect(verifyWebhook('another secret', headers, delivery.body)).toBe(false);
      expect(verifyWebhook(secret, headers, delivery.body.replace('Asha', 'Eve'))).toBe(false);
    },
    30_000,
  );

  it.skipIf(skip)(
    'tells staff and /readyz of a destination failing for over 15 minutes, ready all the same',
    async () => {
      const receiver = await httpReceiver();
      cleanups.push(receiver.close);
      receiver.state.mode = 'fail';
      const api = await start(receiver.url);
      await api.post('/pclinfo', validEnquiry);
      await eventually(async () => (await api.storage.deliveryTrouble()).length === 1);
      const ready = async () => {
        const res = await api.app.inject({ method: 'GET', url: '/readyz' });
        return { status: res.statusCode, body: z.unknown().parse(res.json()) };
      };
      // Failing for a moment is no news yet.
      const early = await ready();
      expect(early).toMatchObject({ status: 200, body: { status: 'ready' } });
      expect(early.body).not.toHaveProperty('delivery');
      const since = new Date(Date.now() - 20 * 60_000).toISOString();
      await api.exec(`UPDATE outbox SET failing_since = '${since}'`);
      expect(await ready()).toMatchObject({
        status: 200,
        body: {
          status: 'ready',
          delivery: { webhook: expect.stringMatching(new RegExp(`^failing since ${since}; 1 `)) },
        },
      });
      await api.storage.createUser({
        username: 'ravi',
        email: 'ravi@example.com',
        passwordHash: await hashPassword('a long staff password'),
        role: 'staff',
      });
      const login = await api.post('/login', {
        email: 'ravi@example.com',
        password: 'a long staff password',
      });
      const list = await api.call('GET', '/leads', { cookie: sessionCookie(login) });
      expect(list.json()).toMatchObject({
        delivery: [{ destination: 'webhook', name: 'Webhook', failingSince: since, waiting: 1 }],
      });
      // Once it takes a lead again, the trouble is over.
      receiver.state.mode = 'ok';
      await eventually(async () => !JSON.stringify((await ready()).body).includes('"delivery"'));
      const recovered = await ready();
      expect(recovered).toMatchObject({ status: 200, body: { status: 'ready' } });
      expect(recovered.body).not.toHaveProperty('delivery');
    },
    30_000,
  );

  it.skipIf(skip)('keeps delivering to the webhook while Slack hangs', async () => {
    const receiver = await httpReceiver();
    cleanups.push(receiver.close);
    const slack = await httpReceiver();
    slack.state.mode = 'hang';
    // Each try at Slack waits 20 s for an answer that never comes.
    const api = await start(receiver.url, { slack: `${slack.url}/slack`, timeoutMs: 20_000 });
    // Closed before the server, so the server's stop does not wait out a hanging try.
    cleanups.push(slack.close);
    for (let i = 0; i < 3; i++)
      await api.post('/pclinfo', { ...validEnquiry, message: `Lead ${i}` });
    const started = Date.now();
    await eventually(() => receiver.deliveries.length === 3);
    // Had the webhook waited for Slack, the third lead would take at least 40 s.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(slack.deliveries.every((d) => d.answered === 'hung')).toBe(true);
  });

  it.skipIf(skip)('sends the same lead to Slack and Teams in their own formats', async () => {
    const receiver = await httpReceiver();
    cleanups.push(receiver.close);
    const api = await start(receiver.url, {
      slack: `${receiver.url}/slack`,
      teams: `${receiver.url}/teams`,
    });
    const message =
      'Hi <!channel> see <https://evil.example|your invoice> *now* [click](https://evil.example)';
    expect((await api.post('/pclinfo', { ...validEnquiry, message })).statusCode).toBe(200);
    await eventually(() => receiver.deliveries.length === 3);
    const byPath = new Map(receiver.deliveries.map((d) => [d.path, JSON.parse(d.body) as unknown]));
    expect([...byPath.keys()].sort()).toEqual(['/hooks/leads', '/slack', '/teams']);
    const slack = JSON.stringify(byPath.get('/slack'));
    expect(slack).not.toContain('<!channel>');
    expect(slack).not.toContain('<https://');
    expect(slack).toContain('&lt;!channel&gt;');
    const teams = JSON.stringify(byPath.get('/teams'));
    expect(teams).toContain('AdaptiveCard');
    expect(teams).not.toContain('[click](');
  });
});
