import { z } from 'zod';
import type { Dialect } from '../dialect';
import { run, type Steps, type WriteHandlers } from '../steps';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analyticsOps = [
  z.object({ kind: z.literal('analyticsSalt'), day, salt: z.string() }),
  z.object({
    kind: z.literal('countHits'),
    day,
    views: z.array(
      z.object({
        path: z.string(),
        visitor: z.string(),
        source: z.string().nullable(),
        campaign: z.string(),
        count: z.number().int().positive(),
      }),
    ),
    notFound: z.array(
      z.object({ path: z.string(), referrer: z.string(), count: z.number().int().positive() }),
    ),
    questions: z
      .array(z.object({ question: z.string(), count: z.number().int().positive() }))
      .optional(),
  }),
  z.object({ kind: z.literal('forgetVisitors'), day }),
] as const;
type AnalyticsOp = z.infer<(typeof analyticsOps)[number]>;

const visitRow = z.object({ source: z.string(), campaign: z.string() });
const saltRow = z.object({ salt: z.string() });

interface Counted {
  views: number;
  visitors: number;
}
const add = <K>(map: Map<K, Counted>, key: K, views: number, visitor: boolean) => {
  const counted = map.get(key) ?? { views: 0, visitors: 0 };
  counted.views += views;
  if (visitor) counted.visitors += 1;
  map.set(key, counted);
};

/** Adds `views` and `visitors` to a count row keyed by its other columns. */
const addTo = (table: string, keys: string[]) => {
  const columns = [...keys, 'views', 'visitors'];
  const values = columns.map((_, i) => `$${i + 1}`).join(', ');
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values})
    ON CONFLICT (${keys.join(', ')}) DO UPDATE SET views = ${table}.views + excluded.views,
      visitors = ${table}.visitors + excluded.visitors`;
};

/** The writes of the analytics counts, in `_d`'s SQL (the same in both databases). */
export const analyticsWrites = (_d: Dialect): WriteHandlers<AnalyticsOp> => ({
  *analyticsSalt(op) {
    yield run(
      'INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
      op.day,
      op.salt,
    );
    const [row] = yield run('SELECT salt FROM analytics_salts WHERE day = $1', op.day);
    return saltRow.parse(row).salt;
  },
  *countHits(op) {
    const total = { views: 0, visitors: 0 };
    const pages = new Map<string, Counted>();
    const sources = new Map<string, Counted>();
    const campaigns = new Map<string, Counted>();
    /** Whether `mark` is new today: a visitor is counted once a day per page, source, site. */
    function* first(mark: string): Steps {
      const rows = yield run(
        `INSERT INTO analytics_seen (day, mark) VALUES ($1, $2)
         ON CONFLICT (day, mark) DO NOTHING RETURNING mark`,
        op.day,
        mark,
      );
      return rows.length > 0;
    }
    for (const view of op.views) {
      // A visit's source is where its last arrival from outside came from; a view reached from
      // another page of the site continues it (a first view so reached counts as direct).
      if (view.source !== null)
        yield run(
          `INSERT INTO analytics_visits (day, visitor, source, campaign) VALUES ($1, $2, $3, $4)
           ON CONFLICT (day, visitor) DO UPDATE SET source = excluded.source,
             campaign = excluded.campaign`,
          op.day,
          view.visitor,
          view.source,
          view.campaign,
        );
      else
        yield run(
          `INSERT INTO analytics_visits (day, visitor, source, campaign) VALUES ($1, $2, 'direct', '')
           ON CONFLICT (day, visitor) DO NOTHING`,
          op.day,
          view.visitor,
        );
      const [row] = yield run(
        'SELECT source, campaign FROM analytics_visits WHERE day = $1 AND visitor = $2',
        op.day,
        view.visitor,
      );
      const { source, campaign } = visitRow.parse(row);
      const newToday = (yield* first(`d ${view.visitor}`)) === true;
      total.views += view.count;
      if (newToday) total.visitors += 1;
      const newOnPage = (yield* first(`p ${view.visitor} ${view.path}`)) === true;
      add(pages, view.path, view.count, newOnPage);
      const newFromSource = (yield* first(`s ${view.visitor} ${source}`)) === true;
      add(sources, source, view.count, newFromSource);
      if (campaign) {
        const key = JSON.stringify([source, campaign]);
        add(campaigns, key, view.count, (yield* first(`c ${view.visitor} ${key}`)) === true);
      }
    }
    if (total.views > 0)
      yield run(addTo('analytics_days', ['day']), op.day, total.views, total.visitors);
    for (const [path, { views, visitors }] of pages)
      yield run(addTo('analytics_pages', ['day', 'path']), op.day, path, views, visitors);
    for (const [source, { views, visitors }] of sources)
      yield run(addTo('analytics_sources', ['day', 'source']), op.day, source, views, visitors);
    for (const [key, { views, visitors }] of campaigns) {
      const [source, campaign] = z.tuple([z.string(), z.string()]).parse(JSON.parse(key));
      yield run(
        addTo('analytics_campaigns', ['day', 'source', 'campaign']),
        op.day,
        source,
        campaign,
        views,
        visitors,
      );
    }
    for (const { path, referrer, count } of op.notFound)
      yield run(
        `INSERT INTO analytics_not_found (day, path, referrer, views) VALUES ($1, $2, $3, $4)
         ON CONFLICT (day, path, referrer) DO UPDATE
           SET views = analytics_not_found.views + excluded.views`,
        op.day,
        path,
        referrer,
        count,
      );
    for (const { question, count } of op.questions ?? [])
      yield run(
        `INSERT INTO analytics_questions (day, question, asked) VALUES ($1, $2, $3)
         ON CONFLICT (day, question) DO UPDATE SET asked = analytics_questions.asked + excluded.asked`,
        op.day,
        question,
        count,
      );
    return null;
  },
  *forgetVisitors(op) {
    let forgotten = 0;
    for (const table of ['analytics_salts', 'analytics_visits', 'analytics_seen'])
      forgotten += (yield run(`DELETE FROM ${table} WHERE day < $1 RETURNING day`, op.day)).length;
    return forgotten;
  },
});
