import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, openPostgresStorage } from '../../../src/server/storage/postgres';
import type { Storage } from '../../../src/server/storage/types';
import { freshDatabase, postgresUrl } from './postgres-databases';
import { storageContract } from './storage-contract';

const open = async () => openPostgresStorage(await freshDatabase());

describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  storageContract('PostgreSQL', open);

  const lead = (message: string) => ({
    form: 'enquiry',
    page: '/vps-hosting',
    fields: [{ name: 'message', label: 'Message', type: 'textarea', value: message }],
  });

  const both = async (test: (a: Storage, b: Storage) => Promise<void>) => {
    const url = await freshDatabase();
    // Two instances starting at the same moment on an empty database: one migrates, one waits.
    const [a, b] = await Promise.all([openPostgresStorage(url), openPostgresStorage(url)]);
    try {
      await test(a, b);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  };

  it('lets two instances start at once on an empty database, and share what they store', () =>
    both(async (a, b) => {
      const saved = await a.saveLead(lead('From instance A'), { notify: false });
      expect((await b.getLead(saved.id))?.lead).toMatchObject({ id: saved.id, form: 'enquiry' });
      const user = await a.createUser({ username: 'u', email: 'U@example.com', passwordHash: 'h' });
      expect(await b.createUser({ username: 'v', email: 'u@EXAMPLE.com', passwordHash: 'h' })).toBe(
        'exists',
      );
      if (user === 'exists') throw new Error('first account refused');
      // A session ended on one instance is ended on every instance.
      const expiresAt = new Date(Date.now() + 3_600_000);
      await a.createSession({ idHash: 'abc', userId: user.id, expiresAt });
      expect((await b.findSession('abc', new Date()))?.id).toBe(user.id);
      await b.deleteSession('abc');
      expect(await a.findSession('abc', new Date())).toBeUndefined();
    }));

  it('hands each due mail job to one instance only, and again only when its sender died', () =>
    both(async (a, b) => {
      for (let i = 0; i < 30; i++) await a.saveLead(lead(`Lead ${i}`), { notify: true });
      const now = new Date();
      const [fromA, fromB] = await Promise.all([a.dueMail(now, 20), b.dueMail(now, 20)]);
      const ids = [...fromA, ...fromB].map((job) => job.id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      // Claimed jobs are not due again for a while…
      expect(await b.dueMail(now, 50)).toEqual([]);
      const first = fromA[0];
      if (!first) throw new Error('instance A got no job');
      await a.markMailSent(first.id, now);
      // …unless their instance died: after the lease they are due again, except those sent.
      const later = await b.dueMail(new Date(now.getTime() + 6 * 60_000), 50);
      expect(later).toHaveLength(29);
      expect(later.map((job) => job.id)).not.toContain(first.id);
    }));

  it('hands each due page change to one instance only', () =>
    both(async (a, b) => {
      const user = await a.createUser({ username: 'm', email: 'm@example.com', passwordHash: 'h' });
      if (user === 'exists') throw new Error('account refused');
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const made = await a.createChange({
          file: `pages/p${i}.json`,
          action: 'publish',
          content: { path: `/p${i}` },
          baseVersion: null,
          redirectFrom: null,
          message: '',
          publishAt: new Date(),
          state: 'scheduled',
          userId: user.id,
          author: 'm',
          authorEmail: 'm@example.com',
        });
        ids.push(made.id);
      }
      // Both instances claim at once, over and over, as their schedulers would.
      const now = new Date(Date.now() + 1000);
      const lease = new Date(Date.now() + 60_000);
      const claimAll = async (storage: Storage) => {
        const got: number[] = [];
        for (let i = 0; i < 20; i++) {
          const change = await storage.claimDueChange(now, lease);
          if (change) got.push(change.id);
        }
        return got;
      };
      const [fromA, fromB] = await Promise.all([claimAll(a), claimAll(b)]);
      const claimed = [...fromA, ...fromB].sort((x, y) => x - y);
      expect(claimed).toEqual(ids);
    }));

  it('runs the day’s retention on one of two instances asking at once', () =>
    both(async (a, b) => {
      const old = await a.saveLead(lead('Closed long ago'), { notify: false });
      await a.updateLead(old.id, { status: 'lost' }, 'staff@example.com');
      const months = { new: 36, contacted: 36, won: 36, lost: 12, spam: 12 };
      const now = new Date(Date.now() + 400 * 86_400_000);
      const tomorrow = new Date(now.getTime() + 86_400_000);
      const runs = await Promise.all([
        a.runRetention(now, months, tomorrow),
        b.runRetention(now, months, tomorrow),
      ]);
      expect(runs.filter((run) => run !== undefined)).toEqual([
        { new: 0, contacted: 0, won: 0, lost: 1, spam: 0 },
      ]);
    }));

  it('refuses to start on a database newer than the program', async () => {
    const url = await freshDatabase();
    const storage = await openPostgresStorage(url);
    await storage.close();
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: url, max: 1 });
    await pool.query('INSERT INTO schema_migrations (version) VALUES (999)');
    await pool.end();
    await expect(openPostgresStorage(url)).rejects.toThrow(/at schema 999; this program knows/);
  });

  it('says which database it could not reach, without its password', async () => {
    const url = 'postgres://site:s3cret@127.0.0.1:1/site';
    const error: unknown = await openPostgresStorage(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailable);
    const message = error instanceof Error ? error.message : '';
    expect(message).toContain('postgres://site:***@127.0.0.1:1/site');
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).not.toContain('s3cret');
  });
});

describe('starting the server on a database it cannot reach', () => {
  it('prints one line naming the database, without its password, and exits 1', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "await (await import('./src/server/main.ts')).main()"],
      {
        env: {
          ...process.env,
          DATABASE_URL: 'postgres://site:s3cret@127.0.0.1:1/site',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          DIST_DIR: 'tests/fixtures/no-such-build',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/postgres:\/\/site:\*\*\*@127\.0\.0\.1:1\/site.*ECONNREFUSED/);
    expect(run.stderr).not.toContain('s3cret');
  });
});
