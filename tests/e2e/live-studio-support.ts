import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { distDir } from '../../scripts/dist-dir';
import { tempProject } from '../../scripts/temp-project';
import { runInProcess } from '../../scripts/cli/io';
import { main as staffMain } from '../../scripts/staff/main';
import { addStaffAccount } from './accounts-support';
import { startSiteProcess } from './server-process';

export interface LiveSite {
  /** The server's address, e.g. http://127.0.0.1:4473 */
  url: string;
  /** The content folder it edits and publishes (a git repository of its own). */
  contentDir: string;
  /** Runs git in the content folder; its output. */
  git: (...args: string[]) => string;
  /** Makes an account with the staff command, as an administrator would. */
  addAccount: (email: string, name: string, roles: ('staff' | 'editor')[]) => Promise<void>;
  /** Runs the staff command (`npm run staff -- …`) on its database, as an administrator would. */
  staff: (...args: string[]) => Promise<void>;
}

export const password = 'lanterns over the backwaters';

/**
 * The production server (`npm start`'s, on the e2e build) on a throw-away content folder, build
 * and database, on `port`; `prepare` changes the content folder before its first commit and the
 * build before the server starts (e.g. a site config that requires review, in both); `moreEnv`
 * sets the server's own variables (e.g. TWO_FACTOR_REQUIRED).
 */
export async function startLiveSite(
  port: number,
  prepare: (contentDir: string, distDir: string) => void = () => {},
  moreEnv: Record<string, string> = {},
): Promise<LiveSite & { stop: () => Promise<void> }> {
  const project = tempProject('live-studio');
  const contentDir = project.dir;
  const work = mkdtempSync(join(tmpdir(), 'live-studio-'));
  const dist = join(work, 'dist');
  cpSync(distDir(), dist, { recursive: true });
  prepare(contentDir, dist);
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: contentDir, encoding: 'utf8' });
  git('init', '--quiet');
  git('add', '--all');
  git('-c', 'user.name=Developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'Start');
  const dataDir = join(work, 'data');
  // Every spec file of a worker signs in on this one site, from one client address: the
  // per-client limit of logins a minute (which has its unit tests) would refuse some by chance,
  // as on the other test servers (playwright.config.ts).
  // A publish of every page (a menu change) renders on threads from 20 pages, not 40: the site's
  // 35 then take the way a large site's do.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    API_RATE_LIMIT_AUTH: '1000',
    RENDER_THREADS_FROM: '20',
    // The editors of these specs sign in with a password alone (two-factor.spec.ts tests more).
    TWO_FACTOR_REQUIRED: 'none',
  };
  // An address taken here is most often another spec file's, made on this worker's site:
  // addresses are shared by every spec file of a worker. The same spec asks again for its own
  // (its beforeAll runs once for each group of its tests a worker takes): that is already made.
  const made = new Map<string, string>();
  const addAccount = async (email: string, name: string, roles: ('staff' | 'editor')[]) => {
    const account = JSON.stringify([name, roles]);
    const before = made.get(email);
    if (before === account) return;
    if (before !== undefined)
      throw new Error(
        `${email} was made on this site by another spec file: use an address of its own`,
      );
    await addStaffAccount({ dataDir, email, name, password, roles });
    made.set(email, account);
  };
  const staff = async (...args: string[]) => {
    const ran = await runInProcess(staffMain, args, { env: { ...process.env, DATA_DIR: dataDir } });
    if (ran.status !== 0) throw new Error(`staff ${args.join(' ')} failed: ${ran.err}`);
  };
  const server = await startSiteProcess({
    script: 'scripts/serve.ts',
    port,
    env: { ...env, DIST_DIR: dist, CONTENT_DIR: contentDir, ...moreEnv },
    readyPath: '/healthz',
    timeoutMs: 60_000,
  });
  return {
    url: server.url,
    contentDir,
    git,
    addAccount,
    staff,
    stop: async () => {
      await server.stop();
      project.remove();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * The production server on a throw-away content folder, build and database, one per Playwright
 * worker: a publish writes pages, commits and re-renders, which the other tests' server and the
 * working tree must never see. A worker runs several spec files on the one site, in any order, so
 * each file makes accounts with addresses no other file uses.
 */
export const test = base.extend<object, { live: LiveSite }>({
  live: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // Ports from E2E_PORT + 400, one per worker: the showcase server takes + 300 and one
      // worker may hold both.
      const site = await startLiveSite(
        Number(process.env.E2E_PORT ?? 4173) + 400 + workerInfo.workerIndex,
      );
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect };

/**
 * Makes a content folder and its build require review (`publishing.review` in the config), as
 * a build made from that config would be: the build's content carries the config, so the first
 * publish then re-renders one page rather than rebuilding the site for a changed config.
 */
export function requireReview(contentDir: string, distDir: string) {
  const configFile = join(contentDir, 'site.config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  const publishing = { review: true };
  writeFileSync(configFile, `${JSON.stringify({ ...config, publishing }, null, 2)}\n`);
  const contentFile = join(distDir, 'content.json');
  const content = JSON.parse(readFileSync(contentFile, 'utf8')) as { site: object };
  writeFileSync(contentFile, JSON.stringify({ ...content, site: { ...content.site, publishing } }));
}

/** Logs in through the API, as the login form does; the context then holds the session. */
export async function apiLogIn(request: APIRequestContext, live: LiveSite, email: string) {
  const response = await request.post(`${live.url}/api/login`, {
    data: { email, password },
    headers: { Origin: live.url },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Saves `page` as the draft of `file` through the studio's API, as the signed-in editor's page does. */
export async function putDraft(
  request: APIRequestContext,
  live: LiveSite,
  file: string,
  page: object,
) {
  const url = (path: string) => `${live.url}/studio/api/${path}`;
  const answer = await (await request.get(url(`file?path=${file}`))).json();
  const response = await request.put(url('draft'), {
    data: { file, page, baseVersion: String(answer.version), revision: null },
    headers: { Origin: live.url },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Signs in on the editor's sign-in page, sent there by /studio, and lands back in the studio. */
export async function logInToStudio(page: Page, live: LiveSite, email: string) {
  await page.goto(`${live.url}/studio`);
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await form.getByLabel(/password/i).fill(password);
  await form.getByRole('button').click();
  await page.waitForURL(`${live.url}/studio/`);
}

/**
 * Signs in through the API, as the login form does, and opens the studio: for tests about the
 * studio. Signing in on the login page is tested once, with logInToStudio.
 */
export async function openStudio(page: Page, live: LiveSite, email: string) {
  await apiLogIn(page.context().request, live, email);
  await page.goto(`${live.url}/studio/`);
}

/** A browser context of its own, signed in to the studio as `email`: one editor's window. */
export async function editorPage(browser: Browser, live: LiveSite, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openStudio(page, live, email);
  return page;
}

/**
 * A site of its own whose config requires review, on port E2E_PORT + `offset` + the worker's
 * index, with two editors: Asha (asha@example.com), who asks, and Ravi (ravi@example.com), who
 * reviews. The caller stops it.
 */
export async function startReviewingSite(offset: number, workerIndex: number) {
  const live = await startLiveSite(
    Number(process.env.E2E_PORT ?? 4173) + offset + workerIndex,
    requireReview,
  );
  await live.addAccount('asha@example.com', 'Asha Author', ['editor']);
  await live.addAccount('ravi@example.com', 'Ravi Reviewer', ['editor']);
  return live;
}

/** New page in the studio's page list: the dialog filled in with `page`, then Create page. */
export async function createPageInStudio(
  tab: Page,
  page: { path: string; title: string; description: string },
) {
  await tab.getByRole('button', { name: 'New page' }).click();
  const dialog = tab.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Address').fill(page.path);
  await dialog.getByLabel('Title').fill(page.title);
  await dialog.getByLabel('Description').fill(page.description);
  await dialog.getByRole('button', { name: 'Create page' }).click();
}

/** The HTTP status a visitor gets for `path` on the live site. */
export const publicStatus = async (live: LiveSite, path: string) =>
  (await fetch(`${live.url}${path}`)).status;
