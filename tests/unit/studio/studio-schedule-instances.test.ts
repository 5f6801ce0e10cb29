import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import {
  changeView,
  editorOn,
  pageJson,
  scheduleSite,
  siteTimeIn,
  versionOf,
} from './studio-schedule-process';
import { siteBuild } from '../../support/site-build';
import { freePort } from '../../support/free-port';

let build: ReturnType<typeof siteBuild> | undefined;
beforeAll(() => {
  if (postgresUrl) build = siteBuild();
}, 300_000);
afterAll(() => build?.remove());

describe.skipIf(!postgresUrl)('scheduled publishing with two instances on one PostgreSQL', () => {
  it(
    'publishes each scheduled change once, whichever instance takes it',
    { timeout: 240_000 },
    async () => {
      const site = scheduleSite(build!.dir, { DATABASE_URL: await freshDatabase() });
      try {
        await site.addEditor('esha@example.com', 'Esha Editor');
        const [a, b] = await Promise.all([
          site.start(await freePort(), { clone: true }),
          site.start(await freePort(), { clone: true }),
        ]);
        const onA = await editorOn(a.url, 'esha@example.com');
        const onB = await editorOn(b.url, 'esha@example.com');
        const files = ['pages/vps-hosting.json', 'pages/careers.json', 'pages/services.json'];
        const at = siteTimeIn(4000);
        for (const [i, file] of files.entries()) {
          const version = await versionOf(onA, file);
          const page = pageJson(a.dir, file);
          const made = await (i % 2 ? onB : onA)('POST', '/api/changes', {
            file,
            action: 'publish',
            page: { ...page, breadcrumb: `Scheduled ${i}` },
            baseVersion: version,
            message: `Scheduled change ${i}`,
            publishAt: at,
          });
          expect(made.status, JSON.stringify(made.body)).toBe(201);
        }
        const changes = async () =>
          z.object({ changes: z.array(changeView) }).parse((await onB('GET', '/api/changes')).body)
            .changes;
        await vi.waitFor(
          async () =>
            expect((await changes()).map((c) => c.state)).toEqual(files.map(() => 'published')),
          { timeout: 60_000, interval: 500 },
        );
        // Both instances kept looking; each change was committed once (by one of them) and
        // recorded once.
        for (const [i] of files.entries()) {
          const commits = [a, b].flatMap((instance) =>
            instance
              .git('log', '--format=%s', '--grep', `Scheduled change ${i} `)
              .split('\n')
              .filter(Boolean),
          );
          expect(commits).toHaveLength(1);
        }
        for (const change of await changes())
          expect(change.events.map((e) => e.step)).toEqual(['scheduled', 'published']);
        const published = [a, b].map((instance) => pageJson(instance.dir, files[0]!).breadcrumb);
        expect(published.filter((crumb) => crumb === 'Scheduled 0')).toHaveLength(1);
        await Promise.all([a.stop(), b.stop()]);
      } finally {
        await site.remove();
      }
    },
  );
});
