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
 * from autocannon in another process. A benchmark prints figures; it never fails on them.
 *
 *   npm run bench:server [-- --seconds 10 --rate 1000]
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
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1000' },
  },
});
const seconds = Number(values.seconds);
/** A steady enquiry rate for the second latency run: four times the old server's maximum. */
const steadyRate = Number(values.rate);
const distDir = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const dataDir = mkdtempSync(join(tmpdir(), 'aruvi-bench-'));

if (!existsSync(join(distDir, 'routes.json'))) {
  console.error('no build yet: building…');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const probeJson = z.object({ n: z.number(), p50: z.number(), p99: z.number(), max: z.number() });
type Probe = z.infer<typeof probeJson>;

/** GET latency from scripts/bench/probe.ts in its own process: 50 requests a second. */
const probe = (url: string) =>
  runJson(['--import', 'tsx', 'scripts/bench/probe.ts', url, String(seconds), '50'], probeJson);

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

  console.error(`echo POST, ${seconds} s…`);
  const echoLoad = await withCpu(
    echo.pid,
    autocannon('http://127.0.0.1:4391/echo', seconds, post(enquiry)),
  );
  console.error(`GET / idle, ${seconds} s…`);
  const idle = await probe('http://127.0.0.1:4392/');
  console.error(`enquiries with GET / alongside, ${seconds} s…`);
  const [leads, busy] = await Promise.all([
    withCpu(site.pid, autocannon('http://127.0.0.1:4392/api/pclinfo', seconds, post(enquiry))),
    probe('http://127.0.0.1:4392/'),
  ]);
  console.error(`${steadyRate} enquiries a second with GET / alongside, ${seconds} s…`);
  const [steadyLeads, steady] = await Promise.all([
    autocannon('http://127.0.0.1:4392/api/pclinfo', seconds, [
      ...post(enquiry),
      '-R',
      String(steadyRate),
    ]),
    probe('http://127.0.0.1:4392/'),
  ]);

  const rps = (l: Load) => Math.round(l.requests.average);
  const ratio = rps(leads) / rps(echoLoad);
  const slow = busy.p99 / idle.p99;
  const steadySlow = steady.p99 / idle.p99;
  const cpu = (us: number | undefined) => (us === undefined ? 'n/a' : us.toFixed(0));
  const ms = (p: Probe) => `${p.p50.toFixed(2)} / ${p.p99.toFixed(2)}`;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
  console.log(`Server benchmark, ${new Date().toISOString().slice(0, 10)}, ${machine}, ${seconds} s per run
| measure                         | figure | target |
| ------------------------------- | -----: | ------ |
| echo POST req/s (50 conn.)      | ${rps(echoLoad)} | |
| enquiry POST req/s (50 conn.)   | ${rps(leads)} | |
| enquiry / echo                  | ${ratio.toFixed(2)} | ≥ 0.5 ${ratio >= 0.5 ? '✓' : '✗'} |
| server CPU per request, echo / enquiry (µs) | ${cpu(echoLoad.perRequest)} / ${cpu(leads.perRequest)} | |
| enquiries answered, not 2xx     | ${leads.requests.total - leads.non2xx} stored, ${leads.non2xx} refused, ${leads.errors} errors | 0 refused |
| GET / p50 / p99 idle (ms)       | ${ms(idle)} | |
| GET / p50 / p99, enquiries at full speed (ms) | ${ms(busy)} | |
| GET / p99 at full speed / idle  | ${slow.toFixed(2)} | ≤ 2 ${slow <= 2 ? '✓' : '✗'} |
| GET / p50 / p99, ${steadyRate} enquiries/s (ms) | ${ms(steady)} (${rps(steadyLeads)} req/s, ${steadyLeads.non2xx} refused) | |
| GET / p99 at ${steadyRate}/s / idle      | ${steadySlow.toFixed(2)} | ≤ 2 ${steadySlow <= 2 ? '✓' : '✗'} |`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
