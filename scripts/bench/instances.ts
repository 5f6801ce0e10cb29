/**
 * `npm run bench:instances`: enquiry throughput on each storage, beside a bare Fastify POST echo
 * in the same run: SQLite (one instance), PostgreSQL with one instance, and with two instances on
 * the same database (two load generators of 25 connections each, their req/s added). PostgreSQL
 * is a throwaway cluster started here (see scripts/postgres-cluster.ts). Prints figures; never
 * fails on them.
 *
 *   npm run bench:instances [-- --seconds 10]
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from '../postgres-cluster';
import { autocannon, enquiry, post, startProcess, waitFor, type Load } from './load';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const distDir = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const dataDir = mkdtempSync(join(tmpdir(), 'aruvi-bench-instances-'));
if (!existsSync(join(distDir, 'routes.json'))) {
  console.error('no build yet: building…');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const children: ChildProcess[] = [];
const cluster = await startCluster();
const rows: [string, number, string][] = [];
const rps = (loads: Load[]) => Math.round(loads.reduce((sum, l) => sum + l.requests.average, 0));
const refused = (loads: Load[]) => loads.reduce((sum, l) => sum + l.non2xx + l.errors, 0);

/** A site instance on `port` with `env`, stopped at the end. */
async function site(port: number, env: Record<string, string>) {
  const child = startProcess('scripts/serve.ts', port, {
    DIST_DIR: distDir,
    API_RATE_LIMIT_LEADS: '100000000',
    SMTP_HOST: '',
    ...env,
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  return child;
}

const enquiries = (port: number, connections = 50) =>
  autocannon(`http://127.0.0.1:${port}/api/pclinfo`, seconds, post(enquiry, connections));

try {
  children.push(startProcess('scripts/bench/echo-server.ts', 4491));
  await waitFor('http://127.0.0.1:4491/');
  console.error(`echo POST, ${seconds} s…`);
  const echo = rps([await autocannon('http://127.0.0.1:4491/echo', seconds, post(enquiry))]);
  rows.push(['bare Fastify POST echo', echo, '']);

  const sqlite = await site(4492, { DATA_DIR: join(dataDir, 'sqlite') });
  console.error(`SQLite, one instance, ${seconds} s…`);
  const onSqlite = [await enquiries(4492)];
  sqlite.kill('SIGTERM');
  rows.push(['SQLite, one instance', rps(onSqlite), `${refused(onSqlite)} refused`]);

  if (!cluster) console.error('PostgreSQL is not installed: its rows are left out');
  else {
    const admin = new pg.Pool({ connectionString: cluster.url, max: 1 });
    for (const name of ['bench_one', 'bench_two']) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const urlOf = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`);
    const one = await site(4493, { DATABASE_URL: urlOf('bench_one') });
    console.error(`PostgreSQL, one instance, ${seconds} s…`);
    const onOne = [await enquiries(4493)];
    one.kill('SIGTERM');
    rows.push(['PostgreSQL, one instance', rps(onOne), `${refused(onOne)} refused`]);

    await Promise.all([4494, 4495].map((port) => site(port, { DATABASE_URL: urlOf('bench_two') })));
    console.error(`PostgreSQL, two instances, ${seconds} s…`);
    const onTwo = await Promise.all([enquiries(4494, 25), enquiries(4495, 25)]);
    rows.push(['PostgreSQL, two instances', rps(onTwo), `${refused(onTwo)} refused`]);
  }

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
  console.log(
    [
      `Enquiries per storage, ${new Date().toISOString().slice(0, 10)}, ${machine}, ${seconds} s per run, 50 connections`,
      '| server | req/s | / echo | not stored |',
      '| --- | ---: | ---: | --- |',
      ...rows.map(
        ([name, value, note]) => `| ${name} | ${value} | ${(value / echo).toFixed(2)} | ${note} |`,
      ),
    ].join('\n'),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
