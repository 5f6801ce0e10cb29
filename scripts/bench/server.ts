/**
 * `npm run bench:server`: what the enquiry endpoint costs next to a bare Fastify POST echo,
 * measured in the same run on the same machine, and how much enquiries slow the pages down.
 *
 * - enquiry req/s: POST /api/pclinfo (validation, durable SQLite commit) at 50 connections,
 *   beside the echo server's req/s under the same load (target: ratio ≥ 0.5);
 * - GET / latency: p50/p99 of a steady 50 requests per second, idle, while enquiries come as fast
 *   as the server takes them, and while they come at a steady rate (default 1,000 a second)
 *   (target: p99 under load ≤ 2 × idle).
 *
 * Servers run in their own processes as in production (request logs off in both); load comes
 * from autocannon in another process. The machine's speed drifts by half from one minute to the
 * next on a shared host, so the echo, the idle probe and the enquiries are measured in
 * alternating rounds and pooled: each figure sees the same conditions. A benchmark prints
 * figures; it never fails on them.
 *
 *   npm run bench:server [-- --seconds 4 --rounds 5 --rate 1000]
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  autocannon,
  enquiry,
  post,
  runJson,
  startProcess,
  waitFor,
  withCpu,
  type Load,
} from './load';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '5' },
    rate: { type: 'string', default: '1000' },
  },
});
/** Length of each measurement in a round. */
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
/** A steady enquiry rate for the second latency run: four times the old server's maximum. */
const steadyRate = Number(values.rate);
const distDir = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const dataDir = mkdtempSync(join(tmpdir(), 'aruvi-bench-'));

if (!existsSync(join(distDir, 'routes.json'))) {
  console.error('no build yet: building…');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const probeJson = z.object({ times: z.array(z.number()) });

/** GET latencies (ms) from scripts/bench/probe.ts in its own process: 50 requests a second. */
const probe = (url: string, secs = seconds) =>
  runJson(['--import', 'tsx', 'scripts/bench/probe.ts', url, String(secs), '50'], probeJson).then(
    (p) => p.times,
  );

/** p50 and p99 of pooled latencies. */
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

type Measured = Load & { perRequest?: number | undefined };

/** Loads of several rounds as one: requests per second over all of them, CPU per request. */
function pooled(loads: Measured[]) {
  const total = loads.reduce((sum, l) => sum + l.requests.total, 0);
  const cpu = loads.every((l) => l.perRequest !== undefined)
    ? loads.reduce((sum, l) => sum + (l.perRequest ?? 0) * l.requests.total, 0) / total
    : undefined;
  return {
    rps: loads.reduce((sum, l) => sum + l.requests.average, 0) / loads.length,
    total,
    cpu,
    non2xx: loads.reduce((sum, l) => sum + l.non2xx, 0),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
  };
}

const children: ChildProcess[] = [];
try {
  const echo = startProcess('scripts/bench/echo-server.ts', 4391);
  const site = startProcess('scripts/serve.ts', 4392, {
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    API_RATE_LIMIT_LEADS: '100000000',
    SMTP_HOST: '',
  });
  children.push(echo, site);
  await waitFor('http://127.0.0.1:4391/');
  await waitFor('http://127.0.0.1:4392/');
  const echoUrl = 'http://127.0.0.1:4391/echo';
  const leadsUrl = 'http://127.0.0.1:4392/api/pclinfo';
  const pageUrl = 'http://127.0.0.1:4392/';

  // Warm-up: both servers compile their hot paths and the writer thread starts.
  await Promise.all([
    autocannon(echoUrl, 2, post(enquiry)),
    autocannon(leadsUrl, 2, post(enquiry)),
  ]);

  const echoLoads: Measured[] = [];
  const leadLoads: Measured[] = [];
  const idle: number[] = [];
  const busy: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    console.error(
      `round ${round}/${rounds}: GET / idle, echo POST, enquiries with GET / alongside`,
    );
    idle.push(...(await probe(pageUrl)));
    echoLoads.push(await withCpu(echo.pid, autocannon(echoUrl, seconds, post(enquiry))));
    const [leads, during] = await Promise.all([
      withCpu(site.pid, autocannon(leadsUrl, seconds, post(enquiry))),
      probe(pageUrl),
    ]);
    leadLoads.push(leads);
    busy.push(...during);
  }
  const steadySeconds = Math.min(10, seconds * 2);
  console.error(`${steadyRate} enquiries a second with GET / alongside, ${steadySeconds} s…`);
  const [steadyLeads, steady] = await Promise.all([
    autocannon(leadsUrl, steadySeconds, [...post(enquiry), '-R', String(steadyRate)]),
    probe(pageUrl, steadySeconds),
  ]);

  const e = pooled(echoLoads);
  const l = pooled(leadLoads);
  const ratio = l.rps / e.rps;
  const [quiet, loaded, steadyP] = [idle, busy, steady].map(percentiles);
  const slow = (loaded?.p99 ?? 0) / (quiet?.p99 ?? 1);
  const steadySlow = (steadyP?.p99 ?? 0) / (quiet?.p99 ?? 1);
  const cpu = (us: number | undefined) => (us === undefined ? 'n/a' : us.toFixed(0));
  const ms = (p: { p50: number; p99: number } | undefined) =>
    p ? `${p.p50.toFixed(2)} / ${p.p99.toFixed(2)}` : 'n/a';
  const perRound = (loads: Measured[]) =>
    loads.map((x) => Math.round(x.requests.average)).join(', ');
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
  console.log(`Server benchmark, ${new Date().toISOString().slice(0, 10)}, ${machine}, ${rounds} rounds of ${seconds} s
| measure                         | figure | target |
| ------------------------------- | -----: | ------ |
| echo POST req/s (50 conn.)      | ${Math.round(e.rps)} (rounds: ${perRound(echoLoads)}) | |
| enquiry POST req/s (50 conn.)   | ${Math.round(l.rps)} (rounds: ${perRound(leadLoads)}) | |
| enquiry / echo                  | ${ratio.toFixed(2)} | ≥ 0.5 ${ratio >= 0.5 ? '✓' : '✗'} |
| server CPU per request, echo / enquiry (µs) | ${cpu(e.cpu)} / ${cpu(l.cpu)} | |
| enquiries answered, not 2xx     | ${l.total - l.non2xx} stored, ${l.non2xx} refused, ${l.errors} errors | 0 refused |
| GET / p50 / p99 idle (ms)       | ${ms(quiet)} | |
| GET / p50 / p99, enquiries at full speed (ms) | ${ms(loaded)} | |
| GET / p99 at full speed / idle  | ${slow.toFixed(2)} | ≤ 2 ${slow <= 2 ? '✓' : '✗'} |
| GET / p50 / p99, ${steadyRate} enquiries/s (ms) | ${ms(steadyP)} (${Math.round(steadyLeads.requests.average)} req/s, ${steadyLeads.non2xx} refused) | |
| GET / p99 at ${steadyRate}/s / idle      | ${steadySlow.toFixed(2)} | ≤ 2 ${steadySlow <= 2 ? '✓' : '✗'} |`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
