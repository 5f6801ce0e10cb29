import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentPageFormat } from '../../../src/schema/page-format-version';
import { launchChromium } from './browser';
import { tempProject } from '../../../scripts/temp-project';
import { freePort } from '../../support/free-port';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const file = 'pages/tooling-dev-page.json';
const page = (type: string) => ({
  $schema: '../schemas/page.schema.json',
  format: currentPageFormat,
  path: '/tooling-dev-page',
  title: 'Dev feedback test page',
  description: 'A page written while the dev server runs, to check that its problems are shown.',
  blocks: [{ type, heading: 'Written while the dev server runs' }],
});

let project: ReturnType<typeof tempProject>;
let server: ChildProcess;
let terminal = '';
let browser: Browser;

beforeAll(async () => {
  project = tempProject('dev');
  // As `npm run dev` starts it (see package.json), on a port of our own.
  const dev = ['node_modules/vite/bin/vite.js', '--configLoader', 'runner'];
  server = spawn(
    process.execPath,
    [...dev, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: project.dir },
  );
  const collect = (chunk: Buffer) => (terminal += chunk.toString());
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  await vi.waitFor(
    () => {
      if (!terminal.includes('ready in')) throw new Error(`Vite did not start:\n${terminal}`);
    },
    { timeout: 60_000, interval: 200 },
  );
  if (!terminal.includes('pages and the site config are valid')) {
    throw new Error(`The working tree's pages must be valid for this test:\n${terminal}`);
  }
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
  project?.remove();
});

describe('npm run dev shows page problems and recovers', () => {
  it('shows a broken page file in the browser overlay and the terminal, then recovers when fixed', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${base}/`);
    await tab.locator('h1').first().waitFor();

    try {
      writeFileSync(join(project.dir, file), JSON.stringify(page('heroo'), null, 2));
      const overlay = tab.locator('vite-error-overlay');
      const problem = `${file}:9:7  /blocks/0/type  unknown block type "heroo" — did you mean "hero"?`;
      await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(1);
      expect(
        await overlay.evaluate((el) => el.shadowRoot?.querySelector('.message-body')?.textContent),
      ).toContain(problem);
      await expect.poll(() => terminal, { timeout: 10_000 }).toContain(problem);

      // A fresh load still shows the problem, not a blank page.
      await tab.reload();
      await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(1);
      expect(
        await overlay.evaluate((el) => el.shadowRoot?.querySelector('.message-body')?.textContent),
      ).toContain(problem);

      writeFileSync(join(project.dir, file), JSON.stringify(page('hero'), null, 2));
      await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(0);
      // The fix reloads every open tab (perhaps twice, one per file event): retry the visit.
      const visit = async () => {
        await tab.goto(`${base}/tooling-dev-page`);
        return tab.locator('h1').first().textContent({ timeout: 5_000 });
      };
      await expect.poll(visit, { timeout: 30_000 }).toBe('Written while the dev server runs');
      expect(terminal).toContain('pages and the site config are valid');
    } finally {
      rmSync(join(project.dir, file), { force: true });
    }
  }, 120_000);

  it('serves the block catalogue with every block at /_catalogue', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${base}/_catalogue`);
    await tab.getByRole('heading', { level: 1, name: 'Block catalogue' }).waitFor();
    const names = await tab
      .getByRole('navigation', { name: 'Blocks' })
      .getByRole('link')
      .allTextContents();
    expect(names).toContain('featureGrid');
    for (const name of names) {
      await expect(
        tab.getByRole('region', { name: `Example of the ${name} block`, exact: true }).count(),
      ).resolves.toBe(1);
      await expect(
        tab.getByRole('region', { name: `Fields of ${name}`, exact: true }).count(),
      ).resolves.toBe(1);
    }
  }, 60_000);
});
