import { spawn } from 'node:child_process';
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { tempProject, tsx } from '../../scripts/temp-project';

/** Pages that show blocks the site has no real material for yet; they never reach the site. */
export const showcaseDir = 'tests/fixtures/showcase';

/**
 * The site built and served from a throw-away copy of the project with the showcase pages
 * added to `pages/`, one per Playwright worker: `npm start` exactly as a visitor meets it, with
 * blocks that no real page uses yet. Tests using this `test` visit it through `baseURL`.
 */
export const test = base.extend<object, { showcaseServer: string }>({
  showcaseServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const project = tempProject('showcase-e2e');
      for (const file of readdirSync(showcaseDir).filter((f) => f.endsWith('.json')))
        cpSync(join(showcaseDir, file), join(project.dir, 'pages', file));
      // Files only the samples use, such as a video, never reach the site's public/.
      cpSync(join(showcaseDir, 'public'), join(project.dir, 'public'), { recursive: true });
      const port = Number(process.env.E2E_PORT ?? 4173) + 300 + workerInfo.workerIndex;
      const child = spawn(process.execPath, [...tsx, 'scripts/start.ts'], {
        cwd: project.dir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DIST_DIR: 'dist',
          DATA_DIR: 'data',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const url = `http://127.0.0.1:${port}`;
      const exited = new Promise<never>((_, reject) =>
        child.on('exit', (code) =>
          reject(new Error(`the showcase server exited with ${code}:\n${output}`)),
        ),
      );
      const ready = (async () => {
        for (;;) {
          try {
            if ((await fetch(`${url}/`)).ok) return;
          } catch {
            // Not listening yet: the build runs first.
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      await Promise.race([ready, exited]);
      await use(url);
      child.kill();
      project.remove();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ showcaseServer }, provide) => provide(showcaseServer),
});

export { expect } from '@playwright/test';
