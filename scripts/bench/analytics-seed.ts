/**
 * A busy site's counted page views, for `npm run bench:analytics`: each day's counts written
 * through `storage.countHits` as the counter's flushes write them, in batches, with the spreads
 * of a real site (a few pages, sources and campaigns take most views; a long tail takes the rest).
 */
import { nextDay } from '../../src/server/analytics/report';
import type { DayHits, Storage } from '../../src/server/storage/types';

/** What one day of the busy site holds. */
export interface SeedShape {
  viewsPerDay: number;
  pages: number;
  sources: number;
  campaigns: number;
  notFound: number;
}

export const busySite: SeedShape = {
  viewsPerDay: 1_000_000,
  pages: 80,
  sources: 40,
  campaigns: 30,
  notFound: 200,
};

/** Views of each flush written in one `countHits`, as a flush of a busy five seconds. */
const batch = 100;
/** Visitors (distinct hashes) written per page and day: enough to spread sources. */
const visitorsPerPage = 2;

/** Weights of a Zipf spread over `n` ranks (rank 1 the largest), adding up to 1. */
function zipf(n: number, s = 1): number[] {
  const raw = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => w / sum);
}

/** A deterministic random number generator (mulberry32), so every run seeds the same rows. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (weights: number[], r: number) => {
  let left = r;
  for (const [i, w] of weights.entries()) {
    left -= w;
    if (left < 0) return i;
  }
  return weights.length - 1;
};

const words = ['cloud', 'hosting', 'mobile', 'apps', 'seo', 'design', 'erp', 'security', 'data'];
const pathOf = (i: number) =>
  i === 0 ? '/' : `/${words[i % words.length] ?? 'page'}-${words[(i * 7) % words.length]}-${i}`;
const fixedSources = ['direct', 'google.com', 'bing.com', 'linkedin.com', 'newsletter'];
const sourceOf = (i: number) => fixedSources[i] ?? `partner-${i}.example`;
// Campaign links name sources that also come without one, so a day has `sources` sources in all.
const campaignSources = ['newsletter', 'linkedin.com', 'google.com'];

/** One day's hits, as the counter's flushes write them. */
function dayHits(day: string, shape: SeedShape, next: () => number): DayHits[] {
  const pageWeights = zipf(shape.pages);
  const sourceWeights = zipf(shape.sources, 1.3);
  const views: DayHits['views'] = [];
  for (let page = 0; page < shape.pages; page++)
    for (let v = 0; v < visitorsPerPage; v++) {
      const j = page * visitorsPerPage + v;
      // The first views name every source and campaign once; the others follow the spread.
      const campaign = j < shape.campaigns ? `campaign-${j}` : '';
      const source = campaign
        ? (campaignSources[j % campaignSources.length] ?? 'newsletter')
        : sourceOf(j < shape.sources ? j : pick(sourceWeights, next()));
      const share = (pageWeights[page] ?? 0) / visitorsPerPage;
      const count = Math.max(1, Math.round(shape.viewsPerDay * share * (0.8 + 0.4 * next())));
      views.push({ path: pathOf(page), visitor: `${day}-${j}`, source, campaign, count });
    }
  const notFoundWeights = zipf(shape.notFound);
  const notFound = Array.from({ length: shape.notFound }, (_, i) => ({
    path: `/old/${words[i % words.length] ?? 'page'}-${i}`,
    referrer: i % 3 === 0 ? '' : i % 3 === 1 ? pathOf(i % shape.pages) : `forum.example/t/${i}`,
    count: Math.max(1, Math.round(2_000 * (notFoundWeights[i] ?? 0))),
  }));
  const hits: DayHits[] = [];
  for (let i = 0; i < views.length; i += batch)
    hits.push({ day, views: views.slice(i, i + batch), notFound: [] });
  hits.push({ day, views: [], notFound });
  return hits;
}

/**
 * Writes `days` days of the busy site ending on `last`, each day's visitor hashes forgotten
 * the next day as the server forgets them; gives the first day.
 */
export async function seedBusySite(
  storage: Storage,
  { days, last, shape = busySite }: { days: number; last: string; shape?: SeedShape },
): Promise<string> {
  const start = new Date(`${last}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  const first = start.toISOString().slice(0, 10);
  const next = random(44);
  let day = first;
  for (let i = 0; i < days; i++) {
    for (const hits of dayHits(day, shape, next)) await storage.countHits(hits);
    day = nextDay(day);
    await storage.forgetVisitors(day);
    if ((i + 1) % 60 === 0) console.error(`  ${i + 1} of ${days} days written`);
  }
  return first;
}
