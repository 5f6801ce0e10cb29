import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
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
      API_RATE_LIMIT_LEADS: '100000',
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

afterAll(() => {
  server?.kill('SIGKILL');
});

describe('crash safety', () => {
  it('keeps every lead it answered 200 for when killed with SIGKILL mid-burst', async () => {
    server = await startServer();
    const child = server;
    const acknowledged: string[] = [];
    let killed = false;
    const send = async (i: number) => {
      const message = `crash test lead ${i}`;
      try {
        const res = await fetch(`${base}/api/pclinfo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validEnquiry, message }),
        });
        if (res.status === 200) acknowledged.push(message);
      } catch {
        // the connection died with the server: this one was never answered
      }
      if (!killed && acknowledged.length >= 40) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    // 400 submissions, 16 in flight at a time; the kill lands while many are in flight.
    const queue = Array.from({ length: 400 }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(i);
      }),
    );
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    expect(killed).toBe(true);
    expect(child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // Restarted on the same data, the server answers again, and every answered lead is there.
    server = await startServer();
    const res = await fetch(`${base}/api/pclinfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validEnquiry, message: 'after restart' }),
    });
    expect(res.status).toBe(200);
    const db = new Database(join(dataDir, 'site.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.prepare('SELECT fields FROM leads').pluck().all();
      const stored = new Set(
        rows.flatMap((fields) =>
          typeof fields === 'string'
            ? fieldsSchema
                .parse(JSON.parse(fields))
                .flatMap((f) => (f.name === 'message' ? [f.value] : []))
            : [],
        ),
      );
      const missing = acknowledged.filter((m) => !stored.has(m));
      expect(missing).toEqual([]);
    } finally {
      db.close();
    }
  }, 120_000);
});
