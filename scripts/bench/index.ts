/**
 * `npm run bench`: builds, serves, runs Lighthouse 13 (mobile emulation, Debian Chromium, median
 * of 3 runs) over a sample of routes, each also with every script blocked (its floor), and prints
 * one table with scores, TBT/LCP/CLS beside their floors and first-load bytes on the wire, the
 * framework floors and the validation/build cost at 30 and 1,000 pages. A benchmark, not a test:
 * it prints figures and marks targets, it never fails on timing noise.
 *
 *   npm run bench [-- --runs 3] [--routes /,/vps-hosting | --routes all] [--skip-scale]
 */
import { cpus, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { frameworkFloors } from './framework-floor';
import { medianRun } from './lighthouse-run';
import { lighthouseTool, lighthouseVersion } from './lighthouse-tool';
import { measureScale } from './scale';
import { budgets, renderReport, type RouteFigures } from './report';
import { buildAndServe } from './site-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'skip-scale': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
await lighthouseTool(); // installed before the build and the server, not between them
const site = await buildAndServe();
const { origin, routes: allRoutes } = site;

/** One page of each kind: the carousel home, a service page, hosting, contact (a form), careers. */
const sampleRoutes = ['/', '/mobile-app-development', '/vps-hosting', '/contact-info', '/careers'];
const routes = values.routes === 'all' ? allRoutes : (values.routes?.split(',') ?? sampleRoutes);
const unknown = routes.filter((path) => !allRoutes.includes(path));
if (unknown.length > 0) throw new Error(`no such route: ${unknown.join(', ')}`);

const results = new Map<string, RouteFigures>();
try {
  for (const path of routes) {
    const url = `${origin}${encodeURI(path)}`;
    console.error(`lighthouse ${path} ×${runs}, then without scripts ×${runs}`);
    const page = await medianRun(url, runs);
    results.set(path, { page, floor: await medianRun(url, runs, { blockScripts: true }) });
  }
  await site.close();
  console.error('framework floors…');
  const floors = await frameworkFloors();
  const scale = values['skip-scale']
    ? []
    : [30, 1000].map((n) => (console.error(`scale: ${n} pages…`), measureScale(n)));
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const report = renderReport({
    date: new Date().toISOString().slice(0, 10),
    machine,
    lighthouse: lighthouseVersion,
    runs,
    results,
    floors,
    scale,
    budgets,
  });
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/latest.md', report);
  console.log(report);
} finally {
  await site.close();
}
