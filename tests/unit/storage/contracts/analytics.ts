import { describe, expect, it } from 'vitest';
import type { DayHits } from '../../../../src/server/storage/types';
import { contractSupport, type OpenStorage } from './support';

const view = (path: string, visitor: string, source: string | null, count = 1, campaign = '') => ({
  path,
  visitor,
  source,
  campaign,
  count,
});

/** What every storage must do with page views counted on the server (decisions.md #100). */
export function analyticsContract(name: string, open: OpenStorage) {
  const { withStorage } = contractSupport(open);

  describe(`${name}: page view counts`, () => {
    it(
      'gives every caller the same salt for a day, and a new one the next day',
      withStorage(async (storage) => {
        const first = await storage.analyticsSalt('2026-11-28', () => 'salt one');
        const second = await storage.analyticsSalt('2026-11-28', () => 'salt two');
        expect([first, second]).toEqual(['salt one', 'salt one']);
        expect(await storage.analyticsSalt('2026-11-29', () => 'salt three')).toBe('salt three');
      }),
    );

    it(
      'adds flushes up, counting a visitor once a day per page and source, whichever flush saw it',
      withStorage(async (storage) => {
        const day = '2026-11-28';
        const flush = (views: DayHits['views'], notFound: DayHits['notFound'] = []) =>
          storage.countHits({ day, views, notFound });
        // Two instances' flushes: v1 arrives from a newsletter, reads on; v2 comes directly.
        await flush([view('/', 'v1', 'newsletter', 1, 'nov'), view('/services', 'v1', null, 2)]);
        await flush(
          [view('/services', 'v1', null), view('/services', 'v2', 'direct')],
          [{ path: '/old', referrer: '/services', count: 2 }],
        );
        await flush([], [{ path: '/old', referrer: '/services', count: 1 }]);
        await storage.countHits({
          day,
          views: [],
          notFound: [],
          questions: [
            { question: 'do you survey farms with drones?', count: 2 },
            { question: 'do you repair phones?', count: 1 },
          ],
        });
        await storage.countHits({
          day,
          views: [],
          notFound: [],
          questions: [{ question: 'do you repair phones?', count: 2 }],
        });
        // The next day, v1 is a visitor again.
        await storage.countHits({
          day: '2026-11-29',
          views: [view('/', 'v1', 'google.com')],
          notFound: [],
        });
        const counts = await storage.analyticsCounts(day, day);
        expect(counts.totals).toEqual({ views: 5, visitors: 2 });
        expect(counts.pages).toEqual([
          { path: '/services', views: 4, visitors: 2 },
          { path: '/', views: 1, visitors: 1 },
        ]);
        expect(counts.sources).toEqual([
          { source: 'newsletter', views: 4, visitors: 1 },
          { source: 'direct', views: 1, visitors: 1 },
        ]);
        expect(counts.campaigns).toEqual([
          { source: 'newsletter', campaign: 'nov', views: 4, visitors: 1 },
        ]);
        expect(counts.notFound).toEqual([{ path: '/old', referrer: '/services', views: 3 }]);
        expect(counts.unanswered).toEqual([
          { question: 'do you repair phones?', asked: 3 },
          { question: 'do you survey farms with drones?', asked: 2 },
        ]);
        const both = await storage.analyticsCounts(day, '2026-11-29');
        // A visitor counts once a day: over two days, each day's visitors add up.
        expect(both.totals).toEqual({ views: 6, visitors: 3 });
        expect(both.days.map((d) => d.day)).toEqual([day, '2026-11-29']);
        expect((await storage.analyticsCounts('2026-11-30', '2026-12-31')).totals).toEqual({
          views: 0,
          visitors: 0,
        });
      }),
    );

    it(
      'forgets the salts and visitors of the days before, keeping their counts',
      withStorage(async (storage) => {
        await storage.analyticsSalt('2026-11-28', () => 'old salt');
        await storage.countHits({
          day: '2026-11-28',
          views: [view('/', 'v1', null)],
          notFound: [],
        });
        await storage.analyticsSalt('2026-11-29', () => 'new salt');
        await storage.countHits({
          day: '2026-11-29',
          views: [view('/', 'v1', null)],
          notFound: [],
        });
        // The salt, the visit and its three marks (day, page, source) of the 28th.
        expect(await storage.forgetVisitors('2026-11-29')).toBe(5);
        expect(await storage.forgetVisitors('2026-11-29')).toBe(0);
        expect(await storage.analyticsSalt('2026-11-29', () => 'other')).toBe('new salt');
        expect((await storage.analyticsCounts('2026-11-28', '2026-11-28')).totals).toEqual({
          views: 1,
          visitors: 1,
        });
      }),
    );

    it(
      'counts the versions of an experiment once a visitor a day, and knows which a visitor saw',
      withStorage(async (storage) => {
        const day = '2026-11-28';
        const shown = (visitor: string, version: 'original' | 'variant', count = 1) => ({
          ...view('/', visitor, 'direct', count),
          experiment: { id: 'hero-copy', version },
        });
        await storage.countHits({
          day,
          views: [shown('v1', 'original', 2), shown('v2', 'variant'), view('/about', 'v2', null)],
          notFound: [],
        });
        await storage.countHits({ day, views: [shown('v1', 'original')], notFound: [] });
        await storage.countHits({
          day: '2026-11-29',
          views: [shown('v1', 'original')],
          notFound: [],
        });
        const counts = await storage.analyticsCounts(day, day);
        expect(counts.variants).toEqual([
          { path: '/', experiment: 'hero-copy', version: 'original', views: 3, visitors: 1 },
          { path: '/', experiment: 'hero-copy', version: 'variant', views: 1, visitors: 1 },
        ]);
        // The page's own counts are those of both versions.
        expect(counts.pages.find((p) => p.path === '/')).toEqual({
          path: '/',
          views: 4,
          visitors: 2,
        });
        expect(await storage.versionsSeen(day, 'v2')).toEqual([
          { path: '/', experiment: 'hero-copy', version: 'variant' },
        ]);
        expect(await storage.versionsSeen(day, 'v3')).toEqual([]);
        // A visitor's hash that starts another's is not taken for it.
        expect(await storage.versionsSeen(day, 'v')).toEqual([]);
        expect((await storage.analyticsCounts(day, '2026-11-29')).variants[0]).toMatchObject({
          version: 'original',
          views: 4,
          visitors: 2,
        });
      }),
    );
  });
}
