import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchChromium } from '../tooling/browser';
import { tempProject, tsx } from '../../../scripts/temp-project';
import { freePort } from '../../support/free-port';

const port = await freePort();
let project: ReturnType<typeof tempProject>;
let studio: ChildProcess | undefined;
let browser: Browser | undefined;
let output = '';

beforeAll(async () => {
  project = tempProject('studio');
  // As `npm run studio` starts it (see package.json).
  studio = spawn(process.execPath, [...tsx, 'scripts/studio.ts'], {
    cwd: project.dir,
    env: { ...process.env, STUDIO_PORT: String(port), STUDIO_HOST: '' },
  });
  studio.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  studio.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await vi.waitFor(() => expect(output).toContain(`http://127.0.0.1:${port}/`), {
    timeout: 60_000,
    interval: 200,
  });
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  studio?.kill();
  project.remove();
});

const reachable = (host: string) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
  });

describe('npm run studio', () => {
  it('listens on this machine only', async () => {
    expect(await reachable('127.0.0.1')).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => a?.address ?? '');
    for (const address of others) expect(await reachable(address)).toBe(false);
  });

  it('lists every page with its path, title and health', { timeout: 60_000 }, async () => {
    writeFileSync(
      join(project.dir, 'pages/broken.json'),
      '{ "path": "/broken", "title": "Broken page", "robots": "index", "blocks": [] }\n',
    );
    const page = await browser!.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const rows = page.getByRole('table', { name: 'Pages' }).getByRole('row');
    const files = readdirSync(join(project.dir, 'pages')).filter((f) => f.endsWith('.json'));
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(files.length + 1);
    // A row is found by its page's address: the list shows no file names.
    const row = (path: string) =>
      rows.filter({ has: page.getByRole('link', { name: path, exact: true }) });
    const broken = row('/broken');
    const cells = await broken.getByRole('cell').allTextContents();
    expect(cells.slice(0, 2)).toEqual(['/broken', 'Broken page']);
    expect(cells[2]).toMatch(/^Cannot be saved: \d+ problems?/);
    const home = await row('/').getByRole('cell').allTextContents();
    expect(home[2]).toBe('Healthy');
    await page.close();
  });
});
