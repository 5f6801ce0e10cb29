import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeDist, validEnquiry } from './api-server';

const dir = mkdtempSync(join(tmpdir(), 'aruvi-crash-'));
const distDir = fakeDist(dir);
const dataDir = join(dir, 'data');
const port = 4312;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
const fieldsSchema = z.array(z.object({ name: z.string(), value: z.string() }));

/** The real server in its own process (`node --import tsx scripts/serve.ts`), as in production. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      API_RATE_LIMIT_LEADS: '1000000',
      SMTP_HOST: '',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${base}/`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 30 s');
}

/** Messages of the stored leads, with how often each is stored. */
function storedMessages(): Map<string, number> {
  const db = new Database(join(dataDir, 'site.db'), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const counts = new Map<string, number>();
    for (const fields of db.prepare('SELECT fields FROM leads').pluck().all()) {
      if (typeof fields !== 'string') continue;
      for (const f of fieldsSchema.parse(JSON.parse(fields)))
        if (f.name === 'message') counts.set(f.value, (counts.get(f.value) ?? 0) + 1);
    }
    return counts;
  } finally {
    db.close();
  }
}

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every acknowledged lead exactly once through two SIGKILLs in 5,000 at concurrency 50', async () => {
    const total = 5000;
    // The server is killed once a third and once two thirds of the leads are acknowledged.
    const killAt = [Math.round(total / 3), Math.round((2 * total) / 3)];
    const acknowledged: string[] = [];
    let kills = 0;
    let restarting: Promise<unknown> | undefined;
    server = await startServer();

    const killAndRestart = async () => {
      const child = server;
      if (!child) return;
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
      expect(child.signalCode).toBe('SIGKILL');
      server = await startServer();
    };

    const send = async (i: number) => {
      const message = `crash test lead ${i}`;
      if (restarting) await restarting;
      try {
        const res = await fetch(`${base}/api/pclinfo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validEnquiry, message }),
        });
        if (res.status === 200) acknowledged.push(message);
      } catch {
        // The connection died with the server: never answered, so it may or may not be stored.
      }
      if (kills < killAt.length && acknowledged.length >= (killAt[kills] ?? total)) {
        kills++;
        restarting = killAndRestart().finally(() => (restarting = undefined));
      }
    };

    const queue = Array.from({ length: total }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(i);
      }),
    );
    if (restarting) await restarting;
    expect(kills).toBe(2);
    // Most requests were answered; those in flight at each kill were not.
    expect(acknowledged.length).toBeGreaterThan(total * 0.9);

    const stored = storedMessages();
    const missing = acknowledged.filter((m) => !stored.has(m));
    const duplicated = [...stored].filter(([, n]) => n > 1);
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
  }, 300_000);
});
