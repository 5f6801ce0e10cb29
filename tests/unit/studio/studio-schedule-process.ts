import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { addAccountByCommand } from '../../../scripts/staff/add-account';
import { tempProject } from '../../../scripts/temp-project';
import { fromWallClock, wallClock } from '../../../src/server/site-time';
import { siteBuild } from '../../support/site-build';

const password = 'lanterns over the backwaters';

/**
 * A content folder (a git repository of the project's pages and config) for real server
 * processes to publish from, and the database they share (`DATABASE_URL`, else `DATA_DIR`).
 */
export function scheduleSite(
  build: string,
  database: { DATABASE_URL: string } | 'sqlite',
  { publishing }: { publishing?: object } = {},
) {
  const project = tempProject('schedule');
  if (publishing) {
    const file = join(project.dir, 'site.config.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as object;
    writeFileSync(file, `${JSON.stringify({ ...config, publishing }, null, 2)}\n`);
  }
  const work = mkdtempSync(join(tmpdir(), 'schedule-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: project.dir, encoding: 'utf8' });
  git('init', '--quiet');
  git('add', '--all');
  git('-c', 'user.name=Developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'Start');
  const env = {
    ...process.env,
    ...(database === 'sqlite' ? { DATA_DIR: join(work, 'data') } : database),
    CONTENT_DIR: project.dir,
    SCHEDULE_POLL_MS: '500',
    // Counted page views reach the database at once, for the page list's counts.
    ANALYTICS_FLUSH_MS: '200',
  };
  const children: ChildProcess[] = [];

  /**
   * One server instance on `port`, with a build of its own (a publish re-renders into it) and,
   * with `clone`, a content folder of its own (a clone of the first), as each machine of a site
   * has: two processes never commit in one folder.
   */
  async function start(port: number, { clone = false } = {}) {
    const dist = join(work, `dist-${port}`);
    if (!existsSync(dist)) {
      cpSync(build, dist, { recursive: true });
      // As a build made from that config: its content carries the config, so the first publish
      // re-renders a page rather than rebuilding the site for a changed config.
      if (publishing) {
        const file = join(dist, 'content.json');
        const content = JSON.parse(readFileSync(file, 'utf8')) as { site: object };
        writeFileSync(file, JSON.stringify({ ...content, site: { ...content.site, publishing } }));
      }
    }
    const content = clone ? join(work, `content-${port}`) : project.dir;
    // (The clone has the project's link to node_modules: the first commit holds it.)
    if (clone && !existsSync(content))
      execFileSync('git', ['clone', '--quiet', project.dir, content]);
    // Node itself with tsx's loader (not tsx's command, whose child outlives a SIGKILL of it).
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: {
        ...env,
        CONTENT_DIR: content,
        DIST_DIR: dist,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.SCHEDULE_TEST_LOG ?? 'silent',
      },
      stdio: ['ignore', process.env.SCHEDULE_TEST_LOG ? 'inherit' : 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`the server on ${port} exited:\n${errors}`);
      const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      );
      // Ready only while this process runs: never another program's answer on the port.
      if (ready && child.exitCode === null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const stop = async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    };
    const gitHere = (...args: string[]) =>
      execFileSync('git', args, { cwd: content, encoding: 'utf8' });
    return { url, stop, dir: content, git: gitHere };
  }

  /** An editor's account, made with the staff command (run in this process). */
  const addEditor = (email: string, name: string) =>
    addAccountByCommand({ env, email, name, password, roles: ['editor'] });

  return {
    dir: project.dir,
    git,
    start,
    addEditor,
    async remove() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      project.remove();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * The site of one test file on SQLite, made before its tests (the build, the content folder and
 * an account for each of `editors`, e-mail to name) and removed after them.
 */
export function siteForTests(
  editors: Record<string, string>,
  options: { publishing?: object } = {},
) {
  let build: ReturnType<typeof siteBuild> | undefined;
  let site: ReturnType<typeof scheduleSite> | undefined;
  beforeAll(async () => {
    build = siteBuild();
    site = scheduleSite(build.dir, 'sqlite', options);
    for (const [email, name] of Object.entries(editors)) await site.addEditor(email, name);
  }, 300_000);
  // Its folders are large: removing them takes a while on a busy machine.
  afterAll(async () => {
    await site?.remove();
    build?.remove();
  }, 60_000);
  const made = () => {
    if (!site) throw new Error('the site is made before the tests (beforeAll)');
    return site;
  };
  return {
    start: (port: number) => made().start(port),
    git: (...args: string[]) => made().git(...args),
    get dir() {
      return made().dir;
    },
  };
}

/** An editor's session on one instance: calls its studio API as the studio's page does. */
export async function editorOn(url: string, email: string) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}/studio${path}`, {
      method,
      headers: {
        cookie,
        origin: url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
}

export type EditorCall = Awaited<ReturnType<typeof editorOn>>;

/** The version of a content file now, as the studio opens it (the version a change names). */
export const versionOf = async (call: EditorCall, file: string) =>
  z.object({ version: z.string() }).parse((await call('GET', `/api/file?path=${file}`)).body)
    .version;

export const changeView = z.object({
  id: z.number(),
  file: z.string(),
  state: z.string(),
  outcome: z.unknown(),
  events: z.array(z.object({ step: z.string(), actor: z.string(), comment: z.string() })),
});

/** The site's wall clock (`zone`) `ms` from now, as a date-and-time field gives it. */
export const siteTimeIn = (ms: number, zone = 'Asia/Kolkata') =>
  wallClock(new Date(Date.now() + ms), zone);

/** The moment a wall-clock time in the site's zone names. */
export const moment = (text: string, zone = 'Asia/Kolkata') => fromWallClock(text, zone);

/** A page file of the content folder as JSON. */
export const pageJson = (dir: string, file: string) =>
  z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
