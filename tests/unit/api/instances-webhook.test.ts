import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyWebhook } from '../../../src/server/delivery/webhook-signature';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import { validEnquiry } from './api-server';
import { serverInstances } from './server-instances';
import { httpReceiver } from './http-receiver';

const dir = mkdtempSync(join(tmpdir(), 'aruvi-instances-webhook-'));
const instances = serverInstances(dir);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  instances.killAll();
  for (const cleanup of cleanups) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const body = z.object({
  id: z.string(),
  lead: z.object({ fields: z.array(z.object({ name: z.string(), value: z.string() })) }),
});

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL database and a webhook', () => {
  it('deliver each lead to the webhook once, signed, through failures and time-outs', async () => {
    const databaseUrl = await freshDatabase();
    const receiver = await httpReceiver();
    cleanups.push(receiver.close);
    receiver.state.mode = 'fail';
    const secret = 'whsec_c2hhcmVkIGJ5IHRoZSBzaXRlIGFuZCB0aGUgcmVjZWl2ZXI=';
    const env = {
      DATABASE_URL: databaseUrl,
      // The webhook alone: no e-mail.
      SMTP_HOST: '',
      LEAD_WEBHOOK_URL: `${receiver.url}/leads`,
      LEAD_WEBHOOK_SECRET: secret,
      LEAD_DELIVERY_TIMEOUT_MS: '300',
      DELIVERY_RETRY_MS: '200',
    };
    const started = await Promise.all([instances.start(env), instances.start(env)]);
    const ports = started.map((instance) => instance.port);

    const sent: string[] = [];
    const send = async (i: number) => {
      const message = `webhook instances lead ${i}`;
      const res = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/pclinfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validEnquiry, message }),
      });
      expect(res.status).toBe(200);
      sent.push(message);
    };
    const sendAll = async (from: number, count: number) => {
      const queue = Array.from({ length: count }, (_, i) => from + i);
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(i);
        }),
      );
    };
    // The receiver refuses, then hangs, then takes them; leads keep coming meanwhile.
    await sendAll(0, 100);
    await new Promise((r) => setTimeout(r, 1000));
    receiver.state.mode = 'hang';
    await sendAll(100, 100);
    await new Promise((r) => setTimeout(r, 1000));
    receiver.state.mode = 'ok';
    await sendAll(200, 100);

    const taken = () => receiver.deliveries.filter((d) => d.answered === 'ok');
    for (let i = 0; i < 600 && taken().length < sent.length; i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1000));

    const counts = new Map<string, number>();
    for (const delivery of taken()) {
      const headers = {
        id: String(delivery.headers['webhook-id']),
        timestamp: String(delivery.headers['webhook-timestamp']),
        signature: String(delivery.headers['webhook-signature']),
      };
      expect(verifyWebhook(secret, headers, delivery.body)).toBe(true);
      const parsed = body.parse(JSON.parse(delivery.body));
      const message = parsed.lead.fields.find((f) => f.name === 'message')?.value ?? '';
      counts.set(message, (counts.get(message) ?? 0) + 1);
    }
    expect(sent.filter((m) => !counts.has(m))).toEqual([]);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
    expect(receiver.deliveries.some((d) => d.answered === 'failed')).toBe(true);
    expect(receiver.deliveries.some((d) => d.answered === 'hung')).toBe(true);
  }, 180_000);
});
