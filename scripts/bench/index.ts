/**
 * `npm run bench`: builds, serves, runs Lighthouse (mobile emulation, Debian Chromium, median of
 * 3 runs) over every route and prints one table with scores, LCP/TBT/CLS and gzip bytes, the
 * no-JavaScript LCP floor, the framework floor and the validation/build cost at 30 and 1,000 pages.
 * A benchmark, not a test: it prints figures and marks budgets, it never fails on timing noise.
 *
 *   npm run bench [-- --runs 3] [--routes /,/vps-hosting] [--skip-scale]
 */
import { cpus, totalmem } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { buildServer } from '../../src/server/app';
import { notFoundPath } from '../../src/engine/paths';
import { frameworkFloorBytes } from './framework-floor';
import { medianRun, type RunFigures } from './lighthouse-run';
import { measureScale } from './scale';
import { budgets, renderReport } from './report';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'skip-scale': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const distDir = join(process.cwd(), '.bench/dist');

console.error('building…');
const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DIST_DIR: distDir },
});
if (built.status !== 0) process.exit(built.status ?? 1);

const app = await buildServer({ distDir, api: { dataDir: join(distDir, 'data'), smtp: false } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const routesJson: unknown = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8'));
const allRoutes = (Array.isArray(routesJson) ? routesJson : []).flatMap((r: unknown) =>
  typeof r === 'object' &&
  r !== null &&
  'path' in r &&
  typeof r.path === 'string' &&
  r.path !== notFoundPath
    ? [r.path]
    : [],
);
const routes = values.routes ? values.routes.split(',') : allRoutes;

const results = new Map<string, RunFigures>();
try {
  for (const path of routes) {
    console.error(`lighthouse ${path} ×${runs}`);
    results.set(path, await medianRun(`${origin}${encodeURI(path)}`, runs));
  }
  const floorRoutes = ['/', '/vps-hosting'].filter((p) => routes.includes(p));
  const noJs = new Map<string, RunFigures>();
  for (const path of floorRoutes) {
    console.error(`lighthouse ${path} without scripts ×${runs}`);
    noJs.set(path, await medianRun(`${origin}${encodeURI(path)}`, runs, { blockScripts: true }));
  }
  await app.close();
  console.error('framework floor…');
  const floor = await frameworkFloorBytes();
  const scale = values['skip-scale']
    ? []
    : [30, 1000].map((n) => (console.error(`scale: ${n} pages…`), measureScale(n)));
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const report = renderReport({
    date: new Date().toISOString().slice(0, 10),
    machine,
    runs,
    results,
    noJs,
    floor,
    scale,
    budgets,
  });
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/latest.md', report);
  console.log(report);
} finally {
  if (app.server.listening) await app.close();
}
