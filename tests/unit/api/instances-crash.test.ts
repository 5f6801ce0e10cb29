import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import { validEnquiry } from './api-server';
import { serverInstances } from './server-instances';
import { smtpSink } from './smtp-sink';

const dir = mkdtempSync(join(tmpdir(), 'aruvi-instances-'));
const instances = serverInstances(dir);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  instances.killAll();
  for (const cleanup of cleanups) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const messageOf = z.array(z.object({ name: z.string(), value: z.string() }));

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL database', () => {
  it('keep every acknowledged enquiry once, and mail each once, through a SIGKILL of one', async () => {
    const databaseUrl = await freshDatabase();
    const sink = await smtpSink();
    cleanups.push(sink.close);
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_FROM: 'website@aruvi.example',
      // A job the killed instance had taken is sent by the other one after this long.
      MAIL_LEASE_MS: '3000',
    };
    const started = await Promise.all([instances.start(env), instances.start(env)]);
    const ports = started.map((instance) => instance.port);
    const total = 5000;
    const acknowledged: string[] = [];
    let killed = false;

    const send = async (i: number) => {
      const message = `instance crash test lead ${i}`;
      // Spread across both instances; once one is dead, its requests fail (never acknowledged).
      const port = ports[i % 2];
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/pclinfo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validEnquiry, message }),
        });
        if (res.status === 200) acknowledged.push(message);
      } catch {
        // The connection died with the instance: never answered, so it may or may not be stored.
      }
      if (!killed && acknowledged.length >= total / 3) {
        killed = true;
        started[0]?.child.kill('SIGKILL');
      }
    };
    const queue = Array.from({ length: total }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(i);
      }),
    );
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(total * 0.6);

    // One client, read and closed here: a pool's end() resolves before its connections have
    // closed, and dropping the database after the file then kills one mid-close, an error event
    // nobody listens to.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query('SELECT fields FROM leads');
    await db.end();
    const stored = new Map<string, number>();
    for (const row of rows) {
      const value = messageOf
        .parse(z.object({ fields: z.unknown() }).parse(row).fields)
        .find((f) => f.name === 'message')?.value;
      if (value) stored.set(value, (stored.get(value) ?? 0) + 1);
    }
    expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
    expect([...stored].filter(([, n]) => n > 1)).toEqual([]);

    // Every stored lead's e-mail arrives, those the killed instance had taken included.
    const mailed = () => {
      const counts = new Map<string, number>();
      for (const mail of sink.received) {
        const lead =
          [...stored.keys()].length > 0 ? /instance crash test lead \d+/.exec(mail.raw) : null;
        if (lead) counts.set(lead[0], (counts.get(lead[0]) ?? 0) + 1);
      }
      return counts;
    };
    for (let i = 0; i < 1200 && mailed().size < stored.size; i++)
      await new Promise((r) => setTimeout(r, 100));
    const counts = mailed();
    expect([...stored.keys()].filter((m) => !counts.has(m))).toEqual([]);
    // Once each. The one exception possible: the killed instance sent a mail and died before it
    // could mark it sent (one send is in progress per instance at a time).
    expect([...counts].filter(([, n]) => n > 1).length).toBeLessThanOrEqual(1);
  }, 300_000);
});
