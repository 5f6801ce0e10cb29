import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { tempProject } from '../../scripts/temp-project';
import { startSiteProcess } from './server-process';

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
      // Ports from E2E_PORT + 300, one per worker (the live studio's are from + 400).
      const port = Number(process.env.E2E_PORT ?? 4173) + 300 + workerInfo.workerIndex;
      // `npm start` builds first.
      const server = await startSiteProcess({
        script: 'scripts/start.ts',
        cwd: project.dir,
        port,
        env: { ...process.env, DIST_DIR: 'dist', DATA_DIR: 'data' },
        timeoutMs: 170_000,
      });
      await use(server.url);
      await server.stop();
      project.remove();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ showcaseServer }, provide) => provide(showcaseServer),
});

export { expect } from '@playwright/test';
