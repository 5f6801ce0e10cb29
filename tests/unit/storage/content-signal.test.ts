import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgresStorage } from '../../../src/server/storage/postgres';
import type { Storage } from '../../../src/server/storage/types';
import { freshDatabase, postgresUrl } from './postgres-databases';

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened) await storage.close();
});

describe.skipIf(!postgresUrl)('the content signal between instances (PostgreSQL)', () => {
  it('tells every listening instance of a published revision, and no longer once stopped', async () => {
    const url = await freshDatabase();
    const [a, b] = [await openPostgresStorage(url), await openPostgresStorage(url)];
    opened.push(a, b);
    const heardA: string[] = [];
    const heardB: string[] = [];
    const stopA = a.shared!.contentSignal!.listen((revision) => heardA.push(revision));
    const stopB = b.shared!.contentSignal!.listen((revision) => heardB.push(revision));
    // Listening starts once the connection is taken: told again until both have heard.
    await vi.waitFor(
      async () => {
        await a.shared!.contentSignal!.notify('first');
        expect(heardB).toContain('first');
        expect(heardA).toContain('first');
      },
      { timeout: 5_000, interval: 200 },
    );
    await stopB();
    await a.shared!.contentSignal!.notify('second');
    await vi.waitFor(() => expect(heardA).toContain('second'), { timeout: 5_000 });
    expect(heardB).not.toContain('second');
    await stopA();
  });
});
