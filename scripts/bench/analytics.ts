/**
 * `npm run bench:analytics`: what counting page views costs, and how fast a busy site's report
 * answers (issue 44).
 *
 * 1. Page throughput with counting off and on: the real server on a fresh build, twice, in its
 *    own process (`COUNT_PAGE_VIEWS=off` and on), loaded by autocannon from another with page
 *    GETs over the site's pages from 2,000 visitors and their referrers (page-load.ts); the
 *    runs alternate (off, on, off, on…) so the machine's drift touches both alike.
 *    Each run is followed by a pause longer than a flush, so the on server's writes are in its
 *    processor time. Target: counting costs ≤ 5 %.
 * 2. A busy site's year (a million views a day) seeded through `storage.countHits` into a fresh
 *    SQLite database, and into PostgreSQL when it is installed; its size, and the report of 90
 *    days (`analyticsReport`, what GET /api/analytics answers) timed: median and worst of
 *    `--runs`. Target: under 500 ms.
 *
 * A benchmark prints figures; it never fails on them.
 *
 *   npm run bench:analytics [-- --seconds 8 --rounds 4 --runs 20 --days 365 --no-build]
 *                           [--skip-load] [--skip-report]
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { notFoundPath } from '../../src/engine/paths';
import { analyticsReport, daysBetween } from '../../src/server/analytics/report';
import { openStorage } from '../../src/server/storage/open';
import { defaultTimeZone } from '../../src/schema/publishing';
import { startCluster } from '../postgres-cluster';
import { seedBusySite, busySite } from './analytics-seed';
import { autocannonJson, cpuSeconds, runJson, startProcess, waitFor, type Load } from './load';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '4' },
    runs: { type: 'string', default: '20' },
    days: { type: 'string', default: '365' },
    'no-build': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-report': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const runs = Number(values.runs);
const days = Number(values.days);
const reportDays = 90;
/** Longer than a flush (ANALYTICS_FLUSH_MS, 5 s by default): the writes land in the run's CPU. */
const settleMs = 5_500;
const distDir = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const dir = mkdtempSync(join(tmpdir(), 'aruvi-bench-analytics-'));
const pathsFile = join(dir, 'paths.json');
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const out: string[] = [
  `Analytics benchmark, ${new Date().toISOString().slice(0, 16)} UTC, ${machine}; load average before: ${load()}`,
];

// A page served from a stale build would measure other code: the site is built first.
if (!values['no-build'] && !values['skip-load']) {
  console.error('building…');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** The public pages of the build: what visitors open. */
function publicPaths(): string[] {
  const routes = z
    .array(z.looseObject({ path: z.string() }))
    .parse(JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')));
  const accountOnly = /^\/(account|leads|login|analytics|back-office|studio)(\/|$)/;
  return routes.map((r) => r.path).filter((p) => p !== notFoundPath && !accountOnly.test(p));
}

interface Run {
  load: Load;
  /** The server's processor time per request, flushes included (µs). */
  cpu: number | undefined;
}

/** One run of page GETs at 50 connections; the server's CPU is read after its flush. */
async function pages(child: ChildProcess, origin: string, secs: number) {
  const before = cpuSeconds(child.pid);
  const result = await runJson(
    ['--import', 'tsx', 'scripts/bench/page-load.ts', origin, String(secs), '50', pathsFile],
    autocannonJson,
  );
  await sleep(settleMs);
  const after = cpuSeconds(child.pid);
  const cpu =
    before === undefined || after === undefined
      ? undefined
      : ((after - before) * 1e6) / Math.max(1, result.requests.total);
  return { load: result, cpu };
}

async function throughput() {
  const paths = publicPaths();
  writeFileSync(pathsFile, JSON.stringify(paths));
  const servers = {
    off: { port: 4591, env: { COUNT_PAGE_VIEWS: 'off' } },
    on: { port: 4592, env: {} },
  };
  const children: ChildProcess[] = [];
  try {
    const started = Object.entries(servers).map(([mode, { port, env }]) => {
      const child = startProcess('scripts/serve.ts', port, {
        DIST_DIR: distDir,
        DATA_DIR: join(dir, mode),
        SMTP_HOST: '',
        TRUST_PROXY: '1',
        ...env,
      });
      children.push(child);
      const origin = `http://127.0.0.1:${port}`;
      return { mode, child, origin };
    });
    for (const s of started) await waitFor(`${s.origin}/readyz`);
    const [off, on] = started;
    if (!off || !on) throw new Error('two servers expected');
    console.error(`warm-up, then ${rounds} rounds of ${seconds} s: counting off, then on`);
    for (const s of started) await pages(s.child, s.origin, 2);
    const runsOf: Record<'off' | 'on', Run[]> = { off: [], on: [] };
    for (let round = 1; round <= rounds; round++) {
      for (const s of [off, on]) {
        const run = await pages(s.child, s.origin, seconds);
        runsOf[s.mode === 'off' ? 'off' : 'on'].push(run);
        console.error(
          `round ${round}, counting ${s.mode}: ${Math.round(run.load.requests.average)} req/s`,
        );
      }
    }
    // The on server writes what it holds as it stops; its database then says what was counted.
    const stopped = new Promise((r) => on.child.once('exit', r));
    on.child.kill('SIGTERM');
    await stopped;
    const storage = await openStorage({ dataDir: join(dir, 'on') });
    const counted = await storage.analyticsCounts('2000-01-01', '2100-01-01');
    await storage.close();

    const rps = (list: Run[]) =>
      list.reduce((sum, r) => sum + r.load.requests.average, 0) / list.length;
    const cpu = (list: Run[]) => {
      const total = list.reduce((sum, r) => sum + r.load.requests.total, 0);
      return list.every((r) => r.cpu !== undefined)
        ? list.reduce((sum, r) => sum + (r.cpu ?? 0) * r.load.requests.total, 0) / total
        : undefined;
    };
    const bad = (list: Run[]) => list.reduce((sum, r) => sum + r.load.errors, 0);
    const perRound = (list: Run[]) =>
      list.map((r) => Math.round(r.load.requests.average)).join(', ');
    const [offRps, onRps] = [rps(runsOf.off), rps(runsOf.on)];
    const [offCpu, onCpu] = [cpu(runsOf.off), cpu(runsOf.on)];
    const cost = (1 - onRps / offRps) * 100;
    const cpuCost =
      offCpu !== undefined && onCpu !== undefined ? ((onCpu - offCpu) / offCpu) * 100 : undefined;
    const requests = runsOf.on.reduce((sum, r) => sum + r.load.requests.total, 0);
    const pct = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;
    out.push(
      '',
      `Pages with counting off and on: ${paths.length} pages (and a missing one in 30 requests), 2,000 visitors (address and browser), referrers and campaigns (scripts/bench/page-load.ts); 50 connections; ${rounds} alternating rounds of ${seconds} s each, then ${settleMs / 1000} s for the flush`,
      '',
      '| measure | counting off | counting on | cost of counting | target |',
      '| --- | ---: | ---: | ---: | --- |',
      `| page GETs req/s (rounds: off ${perRound(runsOf.off)}; on ${perRound(runsOf.on)}) | ${Math.round(offRps)} | ${Math.round(onRps)} | ${pct(cost)} | ≤ 5 % ${cost <= 5 ? '✓' : '✗'} |`,
      `| server CPU per request, flushes included (µs) | ${offCpu?.toFixed(0) ?? 'n/a'} | ${onCpu?.toFixed(0) ?? 'n/a'} | ${cpuCost === undefined ? 'n/a' : pct(cpuCost)} | |`,
      `| errors | ${bad(runsOf.off)} | ${bad(runsOf.on)} | | |`,
      '',
      `The on server counted ${counted.totals.views.toLocaleString('en')} views and ${counted.notFound.reduce((sum, n) => sum + n.views, 0).toLocaleString('en')} missing pages (${counted.pages.length} pages, ${counted.sources.length} sources, ${counted.campaigns.length} campaigns) of ${requests.toLocaleString('en')} requests in the measured runs (warm-up included in the counts).`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

/** The median and the worst of `times`. */
function medianWorst(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, worst: sorted.at(-1) ?? 0 };
}

/** Seeds the busy site's year, then times the report of its last 90 days. */
async function yearAndReport(
  name: string,
  open: () => ReturnType<typeof openStorage>,
  size: () => Promise<number>,
) {
  const last = new Date().toISOString().slice(0, 10);
  let storage = await open();
  console.error(
    `${name}: writing ${days} days of ${busySite.viewsPerDay.toLocaleString('en')} views…`,
  );
  const seeding = performance.now();
  const first = await seedBusySite(storage, { days, last });
  const seedSeconds = (performance.now() - seeding) / 1000;
  await storage.close();
  const bytes = await size();
  storage = await open();
  const from = new Date(`${last}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (reportDays - 1));
  const range = { from: from.toISOString().slice(0, 10), to: last };
  const times: number[] = [];
  let rows = '';
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    const report = await analyticsReport(storage, range, defaultTimeZone);
    const ms = performance.now() - started;
    if (i >= 2) times.push(ms);
    rows = `${report.totals.views.toLocaleString('en')} views, ${report.pages.length} pages, ${report.sources.length} sources, ${report.campaigns.length} campaigns, ${report.notFound.length} missing pages shown`;
  }
  await storage.close();
  const { median, worst } = medianWorst(times);
  return `| ${name} | ${first} to ${last} (${daysBetween(first, last) + 1} days) | ${seedSeconds.toFixed(0)} s | ${(bytes / 1024 / 1024).toFixed(1)} MB | ${rows} | ${median.toFixed(1)} / ${worst.toFixed(1)} ${worst < 500 ? '✓' : '✗'} |`;
}

async function reports() {
  const table = [
    '',
    `A busy site's year: ${busySite.viewsPerDay.toLocaleString('en')} views a day over ${busySite.pages} pages, ${busySite.sources} sources, ${busySite.campaigns} campaigns and ${busySite.notFound} missing paths, written day by day through storage.countHits; the report of the last ${reportDays} days (analyticsReport, what GET /api/analytics answers) ${runs} times after 2 warm-ups. Target: under 500 ms.`,
    '',
    '| database | days | written in | size | report | median / worst ms |',
    '| --- | --- | ---: | ---: | --- | ---: |',
  ];
  const sqliteDir = join(dir, 'year');
  table.push(
    await yearAndReport(
      'SQLite',
      () => openStorage({ dataDir: sqliteDir }),
      () =>
        Promise.resolve(
          ['site.db', 'site.db-wal']
            .map((f) => join(sqliteDir, f))
            .reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0),
        ),
    ),
  );
  const cluster = await startCluster();
  if (!cluster) table.push('| PostgreSQL | not installed: left out | | | | |');
  else {
    try {
      const admin = new pg.Pool({ connectionString: cluster.url, max: 1 });
      await admin.query('CREATE DATABASE bench_analytics');
      const url = cluster.url.replace(/\/postgres$/, '/bench_analytics');
      const size = async () => {
        const { rows } = await admin.query("SELECT pg_database_size('bench_analytics') AS bytes");
        return Number(z.object({ bytes: z.coerce.number() }).parse(rows[0]).bytes);
      };
      table.push(
        await yearAndReport(
          'PostgreSQL',
          () => openStorage({ dataDir: dir, databaseUrl: url }),
          size,
        ),
      );
      await admin.end();
    } finally {
      cluster.stop();
    }
  }
  out.push(...table);
}

try {
  if (!values['skip-load']) await throughput();
  if (!values['skip-report']) await reports();
  out.push('', `Load average after: ${load()}`);
  console.log(out.join('\n'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
