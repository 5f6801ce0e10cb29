import { spawn, spawnSync } from 'node:child_process';
import { test as base } from '@playwright/test';
import { tempProject, tsx } from '../../scripts/temp-project';

export interface Studio {
  /** The studio's address, e.g. http://127.0.0.1:4374/ */
  url: string;
  /** The throw-away project it edits. */
  dir: string;
  /** Runs an npm script of the project (e.g. validate, build) in it; returns status and output. */
  run: (script: string, ...args: string[]) => { status: number | null; output: string };
}

/**
 * `npm run studio` on a throw-away copy of the project on `port`; `prepare` changes the copy
 * before the studio starts (e.g. a page or a site config a test needs). The caller stops it.
 */
export async function startStudio(
  port: number,
  prepare: (dir: string) => void = () => {},
): Promise<Studio & { stop: () => void }> {
  const project = tempProject('studio-e2e');
  prepare(project.dir);
  const child = spawn(process.execPath, [...tsx, 'scripts/studio.ts'], {
    cwd: project.dir,
    env: { ...process.env, STUDIO_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the studio did not start:\n${output}`)),
      90_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Page studio: (http:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the studio exited with ${code}:\n${output}`)));
  });
  const run = (script: string, ...args: string[]) => {
    const result = spawnSync(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      {
        cwd: project.dir,
        encoding: 'utf8',
        env: { ...process.env, DIST_DIR: 'dist' },
      },
    );
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const stop = () => {
    child.kill();
    project.remove();
  };
  return { url, dir: project.dir, run, stop };
}

/** The first port of a run's studios: E2E_STUDIO_PORT, else the site's port + 200. */
export const firstStudioPort = () =>
  Number(process.env.E2E_STUDIO_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 200);

/**
 * `npm run studio` on a throw-away copy of the project, one per Playwright worker, so the
 * tests can create, edit and delete pages without touching the working tree.
 */
export const test = base.extend<object, { studio: Studio }>({
  studio: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // E2E_STUDIO_PORT keeps a run's studios in a range of ports of its own, one per worker.
      const { stop, ...studio } = await startStudio(firstStudioPort() + workerInfo.workerIndex);
      await use(studio);
      stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect } from '@playwright/test';
