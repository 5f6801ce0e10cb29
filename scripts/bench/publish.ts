/**
 * `npm run bench:publish`: how long an editor's change takes to be public on the running site.
 * Builds the site into a throwaway folder, serves it on 127.0.0.1 with a throwaway copy of the
 * content (a git repository of its own) and database, and, as a signed-in editor, publishes:
 *   - one page (the hero heading of /vps-hosting), `--runs` times (default 10), each timed from
 *     the request to the moment the public page answers with the new heading;
 *   - the site config (a footer link's text), which the server re-renders every page for (no
 *     build), `--site-runs` times (default 3), each timed until the last page of the site shows
 *     it (pages are written in order).
 * For each total of `--pages` (default 35,1000) the content copy first gets copies of its pages
 * under new paths, titles and descriptions until it has that many (35 is the site as it is), so
 * the same figures show how they grow with the site. With `--threads 0,2` the site config is
 * published again by a server rendering on that many threads (0: on its own thread only), as a
 * control in the same run; the default is the server's own choice (one per core). Prints median
 * and worst of each. A benchmark, not a test: it prints figures, asserts nothing.
 *
 *   npm run bench:publish [-- --runs 10] [--site-runs 3] [--pages 35,1000] [--threads 0,2]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../src/server/auth/passwords';
import { buildServer } from '../../src/server/app';
import { openSqliteStorage } from '../../src/server/storage/sqlite';
import { serializePage } from '../../src/app/project';
import { isRecord } from '../../src/schema/is-record';
import { tempProject, tsx } from '../temp-project';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    'site-runs': { type: 'string', default: '3' },
    pages: { type: 'string', default: '35,1000' },
    threads: { type: 'string' },
  },
});
const runs = Number(values.runs);
const siteRuns = Number(values['site-runs']);
/** Each server's threads; undefined: the server's default. */
const threadChoices: (number | undefined)[] = values.threads?.split(',').map(Number) ?? [undefined];

const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const worst = sorted.at(-1) ?? 0;
  const shown = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`${label}: median ${shown(median)}, worst ${shown(worst)} (${times.length} runs)`);
  if (times.length > 1)
    console.log(`  in order: ${times.map((ms) => (ms / 1000).toFixed(2)).join(' ')}`);
};

/** Builds a site of `total` pages, serves it and times its publishes. */
async function measure(total: number) {
  const project = tempProject('bench-publish');
  const root = project.dir;
  const work = mkdtempSync(join(tmpdir(), 'aruvi-bench-publish-'));
  const distDir = join(work, 'dist');
  const dataDir = join(work, 'data');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

  /**
   * Copies of the content's pages (round robin) under paths, titles and descriptions of their own
   * until there are `total` pages; a canonical URL is not copied (it must be unique), and nothing
   * links to the copies, as for pages an editor adds and has not put in a menu yet.
   */
  function addPages(total: number) {
    const dir = join(root, 'pages');
    const originals = readdirSync(dir).filter((f) => f.endsWith('.json'));
    for (let n = originals.length; n < total; n++) {
      const from = originals[n % originals.length] ?? '';
      const page: unknown = JSON.parse(readFileSync(join(dir, from), 'utf8'));
      if (!isRecord(page)) continue;
      const { canonical: _unique, ...rest } = page;
      const copy = {
        ...rest,
        path: `/bench-page-${n}`,
        title: `Benchmark page ${n}`,
        description: `Page ${n} of the publishing benchmark: a copy of ${from} under a path of its own.`,
      };
      writeFileSync(join(dir, `bench-page-${n}.json`), serializePage(copy));
    }
  }
  addPages(total);
  git('init', '--quiet');
  git('add', '--all');
  git('-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '-qm', 'Start');

  console.log('building the site into a throwaway folder…');
  const build = spawnSync(process.execPath, [...tsx, 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);

  const password = 'a kettle of tea by the window';
  const storage = openSqliteStorage(join(dataDir, 'site.db'));
  await storage.createUser({
    username: 'Bench Editor',
    email: 'editor@example.com',
    passwordHash: await hashPassword(password),
    editor: true,
  });
  await storage.close();

  try {
    for (const [n, threads] of threadChoices.entries()) await serve(threads, n === 0 ? runs : 0);
    console.log(`commits made: ${git('rev-list', '--count', 'HEAD').trim()}`);
  } finally {
    project.remove();
    rmSync(work, { recursive: true, force: true });
  }

  /** Serves the build with `threads` rendering, publishes one page `pageRuns` times and the site config. */
  async function serve(threads: number | undefined, pageRuns: number) {
    const app = await buildServer({
      distDir,
      api: {
        dataDir,
        smtp: false,
        contentRoot: root,
        limits: { leads: 1e9, auth: 1e9 },
        renderThreads: { count: threads },
        // The bench's editor signs in with a password alone (decisions.md #83).
        twoFactorRequired: [],
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email: 'editor@example.com', password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);

    const headers = { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie };
    const api = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${origin}/studio/api/${path}`, { ...init, headers });
      const body = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    };
    /**
     * A PUT through node:http, which waits as long as the server takes: fetch gives up after five
     * minutes without headers, which a whole-site build of 1,000 pages on a busy machine exceeds.
     */
    const put = (path: string, body: string) =>
      new Promise<void>((resolve, reject) => {
        const sent = request(`${origin}/studio/api/${path}`, { method: 'PUT', headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            res.statusCode === 200
              ? resolve()
              : reject(new Error(`${path}: ${res.statusCode} ${text}`)),
          );
        });
        sent.on('error', reject);
        sent.end(body);
      });
    // The editor opens the studio, which lists the pages with their problems: the publisher prepares
    // its validator and server bundle meanwhile, and the page list checks every page once.
    await fetch(`${origin}/studio/`, { headers: { Cookie: cookie } });
    await api('pages');

    /** Publishes `file` changed by `change` and waits until `publicPath` shows `marker`. */
    async function publish(
      file: string,
      change: (value: Record<string, unknown>) => void,
      marker: string,
      publicPath: string,
    ) {
      const opened = await api(`file?path=${encodeURIComponent(file)}`);
      const value = JSON.parse(String(opened.text)) as Record<string, unknown>;
      change(value);
      const started = performance.now();
      const body = { path: file, page: value, baseVersion: opened.version };
      await put('file', JSON.stringify(body));
      for (;;) {
        const html = await (await fetch(`${origin}${publicPath}`)).text();
        if (html.includes(marker)) return performance.now() - started;
      }
    }

    try {
      const pageTimes: number[] = [];
      for (let run = 1; run <= pageRuns; run++) {
        const marker = `Published heading number ${run}-${Date.now()}`;
        pageTimes.push(
          await publish(
            'pages/vps-hosting.json',
            (page) => {
              const [hero] = page.blocks as Record<string, unknown>[];
              hero!.heading = marker;
            },
            marker,
            '/vps-hosting',
          ),
        );
      }
      const pages = JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')) as {
        path: string;
      }[];
      console.log(`site: ${pages.length} pages`);
      if (pageTimes.length > 0) summary('one page edited -> public', pageTimes);
      const siteTimes: number[] = [];
      for (let run = 1; run <= siteRuns; run++) {
        const marker = `Privacy notes ${run}-${Date.now()}`;
        siteTimes.push(
          await publish(
            'site.config.json',
            (config) => {
              const footer = config.footer as { legal: { label: string }[] };
              footer.legal[0]!.label = marker;
            },
            marker,
            pages.at(-1)?.path ?? '/about',
          ),
        );
      }
      const how = threads === undefined ? '' : `, ${threads} render threads`;
      summary(`site config edited -> every page public (the last one checked${how})`, siteTimes);
    } finally {
      await app.close();
    }
  }
}

for (const total of values.pages.split(',').map(Number)) await measure(total);
