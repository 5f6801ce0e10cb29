/**
 * `npm run bench:remote`: how long a page published on one instance takes to be public on
 * another, with a content remote. Two server processes (`scripts/serve.ts`) on one PostgreSQL
 * database (a throwaway cluster, see scripts/postgres-cluster.ts) follow one bare repository as
 * CONTENT_REMOTE, each from its own clone and its own copy of the build ($DIST_DIR, else dist/;
 * built into a throwaway folder when neither has the studio), started as the content-remote
 * tests start theirs (scripts/remote-instances.ts). An editor publishes the hero heading of
 * /vps-hosting on A, `--runs` times (default 10); each is timed from the request to the moment
 * B's public page shows it. Prints median and worst (target: 5 s). A benchmark, not a test: it
 * asserts nothing.
 *
 *   npm run bench:remote [-- --runs 10]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { startCluster } from '../postgres-cluster';
import {
  addEditor,
  contentRemoteSetup,
  siteBuild,
  startInstance,
  type Instance,
} from '../remote-instances';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);

const work = mkdtempSync(join(tmpdir(), 'aruvi-bench-remote-'));
const cluster = await startCluster();
const instances: Instance[] = [];
let setup: ReturnType<typeof contentRemoteSetup> | undefined;

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const worst = sorted.at(-1) ?? 0;
  const shown = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `median ${shown(median)}, worst ${shown(worst)} (${times.length} runs)`;
};

const opened = z.object({ text: z.string(), version: z.string() });
const vpsPage = z.object({ blocks: z.array(z.record(z.string(), z.unknown())) }).loose();

try {
  if (!cluster) throw new Error('PostgreSQL is not installed: this benchmark needs it');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench_remote');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/[^/]*$/, '/bench_remote');

  const dist = siteBuild(work);
  setup = contentRemoteSetup(work);
  const env = {
    DATABASE_URL: databaseUrl,
    CONTENT_REMOTE: setup.remote,
    CONTENT_BRANCH: 'main',
    API_RATE_LIMIT_AUTH: '1000000',
    // The bench's editor signs in with a password alone (decisions.md #83).
    TWO_FACTOR_REQUIRED: 'none',
  };
  const [a, b] = await Promise.all([
    startInstance({ work, name: 'a', port: 4495, dist, env }),
    startInstance({ work, name: 'b', port: 4496, dist, env }),
  ]);
  instances.push(a, b);
  await addEditor(databaseUrl, 'editor@example.com', 'Bench Editor');
  const editor = await a.editor('editor@example.com');

  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const file = opened.parse((await editor('GET', 'file?path=pages/vps-hosting.json')).body);
    const page = vpsPage.parse(JSON.parse(file.text));
    const marker = `Published on A, run ${run} at ${Date.now()}`;
    page.blocks[0]!.heading = marker;
    const started = performance.now();
    const published = await editor('PUT', 'file', {
      path: 'pages/vps-hosting.json',
      page,
      baseVersion: file.version,
    });
    if (published.status !== 200)
      throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
    for (;;) {
      if ((await b.page('/vps-hosting')).includes(marker)) break;
      if (performance.now() - started > 60_000) throw new Error('B never showed the change');
      await new Promise((r) => setTimeout(r, 20));
    }
    times.push(performance.now() - started);
    console.error(`run ${run}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  }
  console.log(`published on A -> public on B: ${summary(times)}`);
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  cluster?.stop();
  setup?.remove();
  rmSync(work, { recursive: true, force: true });
}
