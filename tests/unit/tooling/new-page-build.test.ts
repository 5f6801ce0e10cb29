import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempProject, tsx } from '../../../scripts/temp-project';
import { freePort } from '../../support/free-port';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let project: ReturnType<typeof tempProject>;
let server: ChildProcess | undefined;

beforeAll(() => {
  project = tempProject('build');
});
afterAll(() => {
  server?.kill();
  project.remove();
});

const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [...tsx, script, ...args], {
    cwd: project.dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

describe('a page made with npm run new-page', () => {
  it(
    'builds into a served route with its content, and the catalogue stays out of the build',
    { timeout: 300_000 },
    async () => {
      const made = run('scripts/new-page.ts', [
        '--path',
        '/cloud-backup',
        '--title',
        'Cloud Backup | {{company.name}}',
        '--description',
        'Automatic, encrypted backups of your servers and files, restored within minutes when needed.',
        '--template',
        'service',
      ]);
      expect(made.status, made.stderr).toBe(0);

      const dist = join(project.dir, 'dist');
      const build = run('scripts/build.ts', [], { DIST_DIR: dist });
      expect(build.status, build.stderr).toBe(0);

      server = spawn(process.execPath, [...tsx, 'scripts/serve.ts'], {
        cwd: project.dir,
        env: {
          ...process.env,
          DIST_DIR: dist,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          DATA_DIR: join(project.dir, 'data'),
        },
      });
      const page = await vi.waitFor(() => fetch(`${base}/cloud-backup`), {
        timeout: 30_000,
        interval: 250,
      });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>Cloud Backup | Aruvi Technologies</title>');
      expect(html).toMatch(/<h1[^>]*>Cloud Backup<\/h1>/);
      expect(html).toContain('Build my Cloud Backup');

      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      expect(sitemap).toContain('/cloud-backup</loc>');
      expect(sitemap).not.toContain('_catalogue');
      expect((await fetch(`${base}/_catalogue`)).status).toBe(404);
    },
  );
});
