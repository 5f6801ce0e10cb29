import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { distDir } from '../../scripts/dist-dir';
import { tempProject, tsx } from '../../scripts/temp-project';
import { site } from './content';
import { fillForm } from './forms-support';
import { startSiteProcess } from './server-process';
import { waitForIslands } from './support';

export interface LiveSite {
  /** The server's address, e.g. http://127.0.0.1:4473 */
  url: string;
  /** The content folder it edits and publishes (a git repository of its own). */
  contentDir: string;
  /** Runs git in the content folder; its output. */
  git: (...args: string[]) => string;
  /** Makes an account from the shell, as an administrator would. */
  addAccount: (email: string, name: string, roles: ('staff' | 'editor')[]) => void;
}

export const password = 'lanterns over the backwaters';

/**
 * The production server (`npm start`'s, on the e2e build) on a throw-away content folder, build
 * and database, one per Playwright worker: a publish writes pages, commits and re-renders, which
 * the other tests' server and the working tree must never see.
 */
export const test = base.extend<object, { live: LiveSite }>({
  live: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const project = tempProject('live-studio');
      const contentDir = project.dir;
      const git = (...args: string[]) =>
        execFileSync('git', args, { cwd: contentDir, encoding: 'utf8' });
      git('init', '--quiet');
      git('add', '--all');
      git(
        '-c',
        'user.name=Developer',
        '-c',
        'user.email=dev@example.com',
        'commit',
        '-qm',
        'Start',
      );
      const work = mkdtempSync(join(tmpdir(), 'live-studio-'));
      const dist = join(work, 'dist');
      cpSync(distDir(), dist, { recursive: true });
      const dataDir = join(work, 'data');
      const env = { ...process.env, DATA_DIR: dataDir };
      const addAccount = (email: string, name: string, roles: ('staff' | 'editor')[]) => {
        const args = ['scripts/staff.ts', 'add', '--email', email, '--name', name];
        for (const role of roles) args.push('--role', role);
        const made = spawnSync(process.execPath, [...tsx, ...args, '--password-stdin'], {
          env,
          input: `${password}\n`,
          encoding: 'utf8',
        });
        if (made.status !== 0) throw new Error(`staff add failed: ${made.stderr}`);
      };
      // Ports from E2E_PORT + 400, one per worker: the showcase server takes + 300 and one
      // worker may hold both.
      const server = await startSiteProcess({
        script: 'scripts/serve.ts',
        port: Number(process.env.E2E_PORT ?? 4173) + 400 + workerInfo.workerIndex,
        env: { ...env, DIST_DIR: dist, CONTENT_DIR: contentDir },
        readyPath: '/healthz',
        timeoutMs: 60_000,
      });
      await use({ url: server.url, contentDir, git, addAccount });
      await server.stop();
      project.remove();
      rmSync(work, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect };

/** Logs in through the API, as the login form does; the context then holds the session. */
export async function apiLogIn(request: APIRequestContext, live: LiveSite, email: string) {
  const response = await request.post(`${live.url}/api/login`, {
    data: { email, password, agree: true },
    headers: { Origin: live.url },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Logs in on the site's login page, sent there by /studio, and lands back in the studio. */
export async function logInToStudio(page: Page, live: LiveSite, email: string) {
  await page.goto(`${live.url}/studio`);
  await waitForIslands(page);
  await fillForm(page, site.forms.login, { email, password });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: site.forms.login.submitLabel }).click();
  await page.waitForURL(`${live.url}/studio/`);
}
