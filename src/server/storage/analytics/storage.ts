import { z } from 'zod';
import type { Driver } from '../driver';
import type { AnalyticsStorage } from './types';
import { pageVersions } from '../../../schema/experiment';
import { seenIn, versionMarksOf } from './marks';

// PostgreSQL's sums are bigint, which its driver gives as text.
const count = z.coerce.number().int();
const dayRow = z.object({ day: z.string(), views: count, visitors: count });
const pageRow = z.object({ path: z.string(), views: count, visitors: count });
const sourceRow = z.object({ source: z.string(), views: count, visitors: count });
const campaignRow = z.object({
  source: z.string(),
  campaign: z.string(),
  views: count,
  visitors: count,
});
const notFoundRow = z.object({ path: z.string(), referrer: z.string(), views: count });
const questionRow = z.object({ question: z.string(), asked: count });
const variantRow = z.object({
  path: z.string(),
  experiment: z.string(),
  version: z.enum(pageVersions),
  views: count,
  visitors: count,
});
const markRow = z.object({ mark: z.string() });

/** How many unanswered questions a range reports, the most asked first. */
const questionsShown = 50;

/** How many 404 paths a range reports, the most viewed first. */
const notFoundShown = 100;

const inRange = 'WHERE day >= $1 AND day <= $2';
const sql = {
  days: `SELECT day, views, visitors FROM analytics_days ${inRange} ORDER BY day`,
  pages: `SELECT path, SUM(views) AS views, SUM(visitors) AS visitors FROM analytics_pages
    ${inRange} GROUP BY path ORDER BY SUM(views) DESC, path`,
  sources: `SELECT source, SUM(views) AS views, SUM(visitors) AS visitors
    FROM analytics_sources ${inRange} GROUP BY source ORDER BY SUM(views) DESC, source`,
  campaigns: `SELECT source, campaign, SUM(views) AS views, SUM(visitors) AS visitors
    FROM analytics_campaigns ${inRange} GROUP BY source, campaign
    ORDER BY SUM(views) DESC, source, campaign`,
  notFound: `SELECT path, referrer, SUM(views) AS views FROM analytics_not_found ${inRange}
    GROUP BY path, referrer ORDER BY SUM(views) DESC, path, referrer LIMIT ${notFoundShown}`,
  variants: `SELECT path, experiment, version, SUM(views) AS views, SUM(visitors) AS visitors
    FROM analytics_variants ${inRange} GROUP BY path, experiment, version
    ORDER BY path, experiment, version`,
  versionsSeen: `SELECT mark FROM analytics_seen WHERE day = $1 AND substr(mark, 1, $2) = $3`,
  questions: `SELECT question, SUM(asked) AS asked FROM analytics_questions ${inRange}
    GROUP BY question ORDER BY SUM(asked) DESC, question LIMIT ${questionsShown}`,
};

/** Page views counted on the server, in the SQL both databases understand. */
export function analyticsStorage({ read, write }: Driver): AnalyticsStorage {
  return {
    async analyticsSalt(day, make) {
      return z.string().parse(await write({ kind: 'analyticsSalt', day, salt: make() }));
    },
    async countHits(hits) {
      if (hits.views.length + hits.notFound.length + (hits.questions?.length ?? 0) === 0) return;
      await write({ kind: 'countHits', ...hits });
    },
    async forgetVisitors(day) {
      return z.number().parse(await write({ kind: 'forgetVisitors', day }));
    },
    async analyticsCounts(from, to) {
      const range = [from, to];
      const [days, pages, sources, campaigns, notFound, questions, variants] = await Promise.all([
        read(sql.days, range),
        read(sql.pages, range),
        read(sql.sources, range),
        read(sql.campaigns, range),
        read(sql.notFound, range),
        read(sql.questions, range),
        read(sql.variants, range),
      ]);
      const dayRows = days.map((row) => dayRow.parse(row));
      // A visitor is counted once a day: over several days, each day's visitors add up.
      const totals = dayRows.reduce(
        (sum, row) => ({ views: sum.views + row.views, visitors: sum.visitors + row.visitors }),
        { views: 0, visitors: 0 },
      );
      return {
        totals,
        days: dayRows,
        pages: pages.map((row) => pageRow.parse(row)),
        sources: sources.map((row) => sourceRow.parse(row)),
        campaigns: campaigns.map((row) => campaignRow.parse(row)),
        notFound: notFound.map((row) => notFoundRow.parse(row)),
        unanswered: questions.map((row) => questionRow.parse(row)),
        variants: variants.map((row) => variantRow.parse(row)),
      };
    },
    async versionsSeen(day, visitor) {
      const start = versionMarksOf(visitor);
      const rows = await read(sql.versionsSeen, [day, start.length, start]);
      return rows.flatMap((row) => seenIn(markRow.parse(row).mark, visitor) ?? []);
    },
  };
}
