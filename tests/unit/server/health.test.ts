import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import type { Storage } from '../../../src/server/storage/types';
import { startSite } from './site-build';

const servers: Awaited<ReturnType<typeof startSite>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

it('says the process is alive and ready while the database answers, never cached', async () => {
  const server = await startSite();
  servers.push(server);
  for (const [url, status] of [
    ['/healthz', 'alive'],
    ['/readyz', 'ready'],
  ]) {
    const res = await server.get(url ?? '');
    expect(res.statusCode, url).toBe(200);
    expect(res.json(), url).toMatchObject({ status });
    expect(res.headers['cache-control'], url).toBe('no-store');
  }
});

it('is alive but not ready when the database does not answer', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'aruvi-health-'));
  const real = openSqliteStorage(join(dir, 'site.db'));
  const storage: Storage = {
    ...real,
    ping: () => Promise.reject(new Error('disk unplugged')),
    close: async () => {
      await real.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const server = await startSite({ api: { storage } });
  servers.push(server);
  expect((await server.get('/healthz')).statusCode).toBe(200);
  const ready = await server.get('/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ status: 'database unavailable' });
});
