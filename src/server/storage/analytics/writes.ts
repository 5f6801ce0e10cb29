import { z } from 'zod';
import type { Dialect } from '../dialect';
import { run, type Statement, type Steps, type WriteHandlers } from '../steps';
import { pageVersions } from '../../../schema/experiment';
import { versionMark } from './marks';

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
        experiment: z.object({ id: z.string(), version: z.enum(pageVersions) }).optional(),
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

const visitRow = z.object({ visitor: z.string(), source: z.string(), campaign: z.string() });
const saltRow = z.object({ salt: z.string() });
const markRow = z.object({ mark: z.string() });

interface Counted {
  views: number;
  visitors: number;
}
type Source = { source: string; campaign: string };
const counted = <K>(map: Map<K, Counted>, key: K) => {
  const found = map.get(key);
  if (found) return found;
  const made = { views: 0, visitors: 0 };
  map.set(key, made);
  return made;
};

/** The statements of a flush, in `d`'s SQL. */
function statementsOf(d: Dialect) {
  /** Inserts `rows` into `table` (its `day` first, the rows' columns after) and then `tail`. */
  const insert = (
    table: string,
    columns: readonly [string, 'text' | 'integer'][],
    tail: string,
  ) => `INSERT INTO ${table} (day, ${columns.map(([name]) => name).join(', ')})
    SELECT $1, ${columns.map((_, i) => `c${i}`).join(', ')}
    FROM (${d.rowsOf(
      '$2',
      columns.map(([, type]) => type),
    )}) AS given WHERE true ${tail}`;
  /** Adds views and visitors to the count rows keyed by the day and `keys`. */
  const addCounts = (table: string, keys: readonly string[]) =>
    insert(
      table,
      [
        ...keys.map((key): [string, 'text'] => [key, 'text']),
        ['views', 'integer'],
        ['visitors', 'integer'],
      ],
      `ON CONFLICT (day, ${keys.join(', ')}) DO UPDATE SET views = ${table}.views + excluded.views,
        visitors = ${table}.visitors + excluded.visitors`,
    );
  const sql = {
    visitsOf: `SELECT visitor, source, campaign FROM analytics_visits
      WHERE day = $1 AND ${d.oneOf('visitor', '$2')}`,
    arrived: insert(
      'analytics_visits',
      [
        ['visitor', 'text'],
        ['source', 'text'],
        ['campaign', 'text'],
      ],
      `ON CONFLICT (day, visitor) DO UPDATE SET source = excluded.source,
        campaign = excluded.campaign`,
    ),
    startedDirect: insert(
      'analytics_visits',
      [
        ['visitor', 'text'],
        ['source', 'text'],
        ['campaign', 'text'],
      ],
      'ON CONFLICT (day, visitor) DO NOTHING',
    ),
    seen: insert(
      'analytics_seen',
      [['mark', 'text']],
      'ON CONFLICT (day, mark) DO NOTHING RETURNING mark',
    ),
    days: insert(
      'analytics_days',
      [
        ['views', 'integer'],
        ['visitors', 'integer'],
      ],
      `ON CONFLICT (day) DO UPDATE SET views = analytics_days.views + excluded.views,
        visitors = analytics_days.visitors + excluded.visitors`,
    ),
    pages: addCounts('analytics_pages', ['path']),
    sources: addCounts('analytics_sources', ['source']),
    campaigns: addCounts('analytics_campaigns', ['source', 'campaign']),
    variants: addCounts('analytics_variants', ['path', 'experiment', 'version']),
    notFound: insert(
      'analytics_not_found',
      [
        ['path', 'text'],
        ['referrer', 'text'],
        ['views', 'integer'],
      ],
      `ON CONFLICT (day, path, referrer) DO UPDATE
        SET views = analytics_not_found.views + excluded.views`,
    ),
    questions: insert(
      'analytics_questions',
      [
        ['question', 'text'],
        ['asked', 'integer'],
      ],
      `ON CONFLICT (day, question) DO UPDATE
        SET asked = analytics_questions.asked + excluded.asked`,
    ),
  };
  return sql;
}

type Statements = ReturnType<typeof statementsOf>;
type CountHits = Extract<AnalyticsOp, { kind: 'countHits' }>;

/**
 * Each view's source: its own when it arrived from outside, else its visitor's latest in the
 * flush, else the one stored for the day, else direct (a first view reached from inside).
 */
function* sourcesOf(
  d: Dialect,
  sql: Statements,
  op: CountHits,
): Generator<
  Statement,
  { sources: Source[]; arrived: Map<string, Source>; started: string[] },
  unknown[]
> {
  const firstSeen = new Map<string, boolean>();
  for (const view of op.views)
    if (!firstSeen.has(view.visitor)) firstSeen.set(view.visitor, view.source === null);
  const lookUp = [...firstSeen].filter(([, inside]) => inside).map(([visitor]) => visitor);
  const current = new Map<string, Source>();
  if (lookUp.length > 0)
    for (const row of yield run(sql.visitsOf, op.day, d.list(lookUp))) {
      const { visitor, source, campaign } = visitRow.parse(row);
      current.set(visitor, { source, campaign });
    }
  const started = lookUp.filter((visitor) => !current.has(visitor));
  for (const visitor of started) current.set(visitor, { source: 'direct', campaign: '' });
  const arrived = new Map<string, Source>();
  const sources = op.views.map((view) => {
    if (view.source === null) return current.get(view.visitor)!;
    const source = { source: view.source, campaign: view.campaign };
    current.set(view.visitor, source);
    arrived.set(view.visitor, source);
    return source;
  });
  return { sources, arrived, started: started.filter((visitor) => !arrived.has(visitor)) };
}

/** The statements of one flush of counts. */
function* countSteps(d: Dialect, sql: Statements, op: CountHits): Steps {
  const { sources, arrived, started } = yield* sourcesOf(d, sql, op);
  if (arrived.size > 0)
    yield run(
      sql.arrived,
      op.day,
      d.table([...arrived].map(([visitor, s]) => [visitor, s.source, s.campaign])),
    );
  if (started.length > 0)
    yield run(sql.startedDirect, op.day, d.table(started.map((v) => [v, 'direct', ''])));
  // What each view adds, and the marks that say whether its visitor is new to a count.
  const total: Counted = { views: 0, visitors: 0 };
  const pages = new Map<string, Counted>();
  const bySource = new Map<string, Counted>();
  const campaigns = new Map<string, Counted>();
  const variants = new Map<string, Counted>();
  const marks = new Map<string, Counted>();
  const mark = (name: string, count: Counted) => {
    if (!marks.has(name)) marks.set(name, count);
  };
  op.views.forEach((view, i) => {
    const { source, campaign } = sources[i]!;
    const counts: [string, Counted][] = [
      [`d ${view.visitor}`, total],
      [`p ${view.visitor} ${view.path}`, counted(pages, view.path)],
      [`s ${view.visitor} ${source}`, counted(bySource, source)],
    ];
    if (campaign) {
      const key = JSON.stringify([source, campaign]);
      counts.push([`c ${view.visitor} ${key}`, counted(campaigns, key)]);
    }
    if (view.experiment) {
      const { id, version } = view.experiment;
      const key = JSON.stringify([view.path, id, version]);
      counts.push([versionMark(view.visitor, view.path, id, version), counted(variants, key)]);
    }
    for (const [name, count] of counts) {
      count.views += view.count;
      mark(name, count);
    }
  });
  if (marks.size > 0)
    for (const row of yield run(sql.seen, op.day, d.table([...marks.keys()].map((m) => [m]))))
      marks.get(markRow.parse(row).mark)!.visitors += 1;
  if (total.views > 0) yield run(sql.days, op.day, d.table([[total.views, total.visitors]]));
  const rows = <K>(map: Map<K, Counted>, key: (k: K) => unknown[]) =>
    [...map].map(([k, { views, visitors }]) => [...key(k), views, visitors]);
  if (pages.size > 0) yield run(sql.pages, op.day, d.table(rows(pages, (path) => [path])));
  if (bySource.size > 0)
    yield run(sql.sources, op.day, d.table(rows(bySource, (source) => [source])));
  if (campaigns.size > 0)
    yield run(
      sql.campaigns,
      op.day,
      d.table(rows(campaigns, (key) => z.tuple([z.string(), z.string()]).parse(JSON.parse(key)))),
    );
  if (variants.size > 0)
    yield run(
      sql.variants,
      op.day,
      d.table(
        rows(variants, (key) =>
          z.tuple([z.string(), z.string(), z.string()]).parse(JSON.parse(key)),
        ),
      ),
    );
  if (op.notFound.length > 0)
    yield run(
      sql.notFound,
      op.day,
      d.table(op.notFound.map(({ path, referrer, count }) => [path, referrer, count])),
    );
  const questions = op.questions ?? [];
  if (questions.length > 0)
    yield run(
      sql.questions,
      op.day,
      d.table(questions.map(({ question, count }) => [question, count])),
    );
  return null;
}

/**
 * The writes of the analytics counts, in `d`'s SQL. A flush is a handful of statements whatever
 * its size: its rows go in as one parameter each (`d.rowsOf`), so each statement's text is the
 * same every time and is prepared once.
 */
export const analyticsWrites = (d: Dialect): WriteHandlers<AnalyticsOp> => {
  const sql = statementsOf(d);
  return {
    *analyticsSalt(op) {
      yield run(
        'INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
        op.day,
        op.salt,
      );
      const [row] = yield run('SELECT salt FROM analytics_salts WHERE day = $1', op.day);
      return saltRow.parse(row).salt;
    },
    countHits: (op) => countSteps(d, sql, op),
    *forgetVisitors(op) {
      let forgotten = 0;
      for (const table of ['analytics_salts', 'analytics_visits', 'analytics_seen'])
        forgotten += (yield run(`DELETE FROM ${table} WHERE day < $1 RETURNING day`, op.day))
          .length;
      return forgotten;
    },
  };
};
