/**
 * `npm run bench:remote`: how long a page published on one instance takes to be public on
 * another, with a content remote. Two server processes (`scripts/serve.ts`) on one PostgreSQL
 * database (a throwaway cluster, see scripts/postgres-cluster.ts) follow one bare repository as
 * CONTENT_REMOTE, each from its own clone and its own copy of the build ($DIST_DIR, else dist/,
 * built first when missing). An editor publishes the hero heading of /vps-hosting on A, `--runs`
 * times (default 10); each is timed from the request to the moment B's public page shows it.
 * Prints median and worst (target: 5 s). A benchmark, not a test: it asserts nothing.
 *
 *   npm run bench:remote [-- --runs 10]
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from '../postgres-cluster';
import { tempProject, tsx } from '../temp-project';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(distDir, 'studio/src/studio/index.html'))) {
  console.error('no build with the studio yet: building…');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const work = mkdtempSync(join(tmpdir(), 'aruvi-bench-remote-'));
const project = tempProject('bench-remote');
const children: ChildProcess[] = [];
const cluster = await startCluster();
const password = 'a kettle of tea by the window';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });

/** One instance on `port`, following the remote from a clone of its own. */
async function instance(name: string, port: number, env: Record<string, string>) {
  const own = join(work, name);
  mkdirSync(own, { recursive: true });
  cpSync(distDir, join(own, 'dist'), { recursive: true });
  const child = spawn(process.execPath, [...tsx, 'scripts/serve.ts'], {
    env: {
      ...process.env,
      DIST_DIR: join(own, 'dist'),
      CONTENT_DIR: join(own, 'content'),
      DATA_DIR: join(own, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      API_RATE_LIMIT_AUTH: '1000000',
      ...env,
    },
    stdio: 'ignore',
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    const served = await fetch(`${url}/readyz`).then(
      async (r) => ((await r.json()) as { content?: { revision?: string } }).content?.revision,
      () => undefined,
    );
    if (served) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not start`);
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const worst = sorted.at(-1) ?? 0;
  const shown = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `median ${shown(median)}, worst ${shown(worst)} (${times.length} runs)`;
};

try {
  if (!cluster) throw new Error('PostgreSQL is not installed: this benchmark needs it');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench_remote');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/[^/]*$/, '/bench_remote');

  git(project.dir, 'init', '--quiet', '--initial-branch=main');
  git(project.dir, 'add', '--all');
  git(project.dir, 'commit', '-qm', 'Start');
  const remote = join(work, 'content.git');
  git(work, 'clone', '--quiet', '--bare', project.dir, remote);

  const env = { DATABASE_URL: databaseUrl, CONTENT_REMOTE: remote };
  const [a, b] = await Promise.all([instance('a', 4495, env), instance('b', 4496, env)]);
  const made = spawnSync(
    process.execPath,
    [
      ...tsx,
      'scripts/staff.ts',
      'add',
      '--email',
      'editor@example.com',
      '--name',
      'Bench Editor',
      '--role',
      'editor',
      '--password-stdin',
    ],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      input: `${password}\n`,
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`making the editor failed: ${made.stderr}`);

  const login = await fetch(`${a}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: a },
    body: JSON.stringify({ email: 'editor@example.com', password, agree: true }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { 'Content-Type': 'application/json', Origin: a, Cookie: cookie };
  await fetch(`${a}/studio/`, { headers: { Cookie: cookie } });

  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const opened = (await (
      await fetch(`${a}/studio/api/file?path=pages/vps-hosting.json`, { headers })
    ).json()) as { text: string; version: string };
    const page = JSON.parse(opened.text) as { blocks: Record<string, unknown>[] };
    const marker = `Published on A, run ${run} at ${Date.now()}`;
    page.blocks[0]!.heading = marker;
    const started = performance.now();
    const published = await fetch(`${a}/studio/api/file`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ path: 'pages/vps-hosting.json', page, baseVersion: opened.version }),
    });
    if (!published.ok) throw new Error(`publish failed: ${await published.text()}`);
    for (;;) {
      if ((await (await fetch(`${b}/vps-hosting`)).text()).includes(marker)) break;
      if (performance.now() - started > 60_000) throw new Error('B never showed the change');
      await new Promise((r) => setTimeout(r, 20));
    }
    times.push(performance.now() - started);
    console.error(`run ${run}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  }
  console.log(`published on A -> public on B: ${summary(times)}`);
} finally {
  for (const child of children) child.kill();
  cluster?.stop();
  project.remove();
  rmSync(work, { recursive: true, force: true });
}
