import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import { fakeDist, validEnquiry } from './api-server';
import { smtpSink } from './smtp-sink';

const dir = mkdtempSync(join(tmpdir(), 'aruvi-instances-'));
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** One real server instance in its own process, on the shared database. */
async function startInstance(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      DIST_DIR: fakeDist(join(dir, String(port))),
      DATA_DIR: join(dir, 'unused'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      API_RATE_LIMIT_LEADS: '1000000',
      ...env,
    },
    stdio: 'ignore',
  });
  children.push(child);
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the instance on ${port} did not start within 30 s`);
}

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
    // Ports no other test file uses: files run in parallel (the tooling tests hold 4332-4334).
    const ports = [4341, 4342];
    const [a] = await Promise.all(ports.map((port) => startInstance(port, env)));
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
        a?.kill('SIGKILL');
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
