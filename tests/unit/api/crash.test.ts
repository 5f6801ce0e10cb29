import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validEnquiry } from './api-server';
import { serverInstances, type Instance } from './server-instances';

const dir = mkdtempSync(join(tmpdir(), 'aruvi-crash-'));
const dataDir = join(dir, 'data');
const instances = serverInstances(dir);
const env = { DATA_DIR: dataDir, SMTP_HOST: '' };
let server: Instance | undefined;
const fieldsSchema = z.array(z.object({ name: z.string(), value: z.string() }));

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
  instances.killAll();
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
    server = await instances.start(env);

    const killAndRestart = async () => {
      const child = server?.child;
      if (!child) return;
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
      expect(child.signalCode).toBe('SIGKILL');
      server = await instances.start(env);
    };

    const send = async (i: number) => {
      const message = `crash test lead ${i}`;
      if (restarting) await restarting;
      try {
        const res = await fetch(`http://127.0.0.1:${server?.port}/api/pclinfo`, {
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

  it('refuses a port another program holds in one sentence, instead of answering for it', async () => {
    const holder = createServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const address = holder.address();
    const port = address !== null && typeof address === 'object' ? address.port : 0;
    try {
      await expect(instances.start(env, port)).rejects.toThrow(
        new RegExp(`exited \\(1\\): Port ${port} on 127\\.0\\.0\\.1 is already in use[^\\n]*$`),
      );
    } finally {
      holder.close();
    }
  });
});
