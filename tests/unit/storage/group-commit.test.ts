import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../../../src/server/storage/group-commit';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import type { NewLead, Storage } from '../../../src/server/storage/types';

const lead = (message: string): NewLead => ({
  form: 'enquiry',
  page: '/vps-hosting',
  fields: [{ name: 'message', label: 'Message', type: 'textarea', value: message }],
});

describe('group commit', () => {
  it('commits what arrives during a batch together in the next batch', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const commit = groupCommit<number, string>(async (ops) => {
      batches.push(ops);
      await new Promise<void>((resolve) => (release = resolve));
      return ops.map((op) => `done ${op}`);
    });
    const first = commit.submit(1);
    await new Promise((r) => setImmediate(r));
    const later = [2, 3, 4].map((n) => commit.submit(n));
    release();
    await expect(first).resolves.toBe('done 1');
    await new Promise((r) => setImmediate(r));
    release();
    await expect(Promise.all(later)).resolves.toEqual(['done 2', 'done 3', 'done 4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('when pipelined, hands over what arrives during a commit without waiting for it', async () => {
    const batches: number[][] = [];
    const releases: (() => void)[] = [];
    const commit = groupCommit<number, string>(
      async (ops) => {
        batches.push(ops);
        await new Promise<void>((resolve) => releases.push(resolve));
        return ops.map((op) => `done ${op}`);
      },
      { pipelined: true },
    );
    const first = commit.submit(1);
    await new Promise((r) => setImmediate(r));
    const later = [2, 3].map((n) => commit.submit(n));
    await new Promise((r) => setImmediate(r));
    // The second batch is with the executor while the first is still uncommitted.
    expect(batches).toEqual([[1], [2, 3]]);
    releases.forEach((release) => release());
    await expect(first).resolves.toBe('done 1');
    await expect(Promise.all(later)).resolves.toEqual(['done 2', 'done 3']);
    await commit.drain();
  });

  it('fails every operation of a batch that could not be committed, then goes on', async () => {
    let fail = true;
    const commit = groupCommit<number, number>(async (ops) => {
      if (fail) throw new Error('disk I/O error');
      return ops;
    });
    const doomed = [commit.submit(1), commit.submit(2)];
    for (const p of doomed) await expect(p).rejects.toThrow('disk I/O error');
    fail = false;
    await expect(commit.submit(3)).resolves.toBe(3);
  });

  it('never puts more than the batch limit in one batch', async () => {
    const sizes: number[] = [];
    const commit = groupCommit<number, number>(
      async (ops) => {
        sizes.push(ops.length);
        return ops;
      },
      { maxBatch: 4 },
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => commit.submit(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });
});

describe('SQLite storage with a writer thread', () => {
  let dir: string;
  let storage: Storage | undefined;
  afterEach(async () => {
    await storage?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has every lead committed, readable by another connection, when its save resolves', async () => {
    dir = mkdtempSync(join(tmpdir(), 'aruvi-gc-'));
    const file = join(dir, 'site.db');
    storage = openSqliteStorage(file);
    const other = new Database(file, { readonly: true });
    const count = other.prepare('SELECT count(*) FROM leads').pluck();
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const saved = await storage?.saveLead(lead(`lead ${i}`), { notify: i % 2 === 0 });
        seen.push(Number(count.get()));
        return saved;
      }),
    );
    // Each save resolved only after a commit that held it: the other connection saw it already.
    expect(seen.every((n, i) => n >= i + 1)).toBe(true);
    expect(count.get()).toBe(200);
    expect(other.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(100);
    const ids = (await storage.listLeads()).map((l) => l.id);
    expect(new Set(ids).size).toBe(200);
    other.close();
  });

  it('refuses a second account for an address without losing the writes batched with it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'aruvi-gc-'));
    storage = openSqliteStorage(join(dir, 'site.db'));
    const s = storage;
    const user = (email: string) => ({ username: 'Asha', email, passwordHash: 'scrypt$x' });
    const results = await Promise.all([
      s.createUser(user('asha@example.com')),
      s.saveLead(lead('batched with a refused sign-up'), { notify: false }),
      s.createUser(user('ASHA@example.com')),
      s.createUser(user('vikram@example.com')),
    ]);
    expect(results[2]).toBe('exists');
    expect(await s.findUserByEmail('asha@example.com')).toMatchObject({ username: 'Asha' });
    expect(await s.findUserByEmail('vikram@example.com')).toBeDefined();
    expect(await s.listLeads()).toHaveLength(1);
  });

  it('writes everything queued before close', async () => {
    dir = mkdtempSync(join(tmpdir(), 'aruvi-gc-'));
    const file = join(dir, 'site.db');
    const s = openSqliteStorage(file);
    const saves = Array.from({ length: 50 }, (_, i) => s.saveLead(lead(`${i}`), { notify: false }));
    await s.close();
    await Promise.all(saves);
    storage = openSqliteStorage(file);
    expect(await storage.listLeads()).toHaveLength(50);
  });
});
