import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../tooling/browser';
import { callWithHeaders as call } from './studio-api-server';
import { startStudioProcess } from './studio-process';

// What the real `npm run studio` serves besides its API: only what its own page loads, to its own
// page only. A database and a secret sit in the copy it runs on, as they would in a working tree.
const secret = 'argon2id$v=19$secret-password-hash';
let studio: Awaited<ReturnType<typeof startStudioProcess>>;
let browser: Browser;
beforeAll(async () => {
  studio = await startStudioProcess((dir) => {
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data/site.db'), `SQLite format 3\0${secret}`);
    writeFileSync(join(dir, '.env'), `SESSION_SECRET=${secret}\n`);
  });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  call(studio.base, 'GET', path, { headers });
const text = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

describe('the studio server: which files it serves', () => {
  const projectFiles = () => [
    ['/data/site.db', secret],
    ['/data/site.db?raw', secret],
    ['/data/site.db?import&raw', secret],
    ['/.env', secret],
    ['/package.json', '"devDependencies"'],
    ['/package.json?import', 'devDependencies'],
    ['/package.json?raw', 'devDependencies'],
    ['/scripts/studio.ts', 'createServer'],
    ['/src/server/studio/api.ts?raw', 'createStudioApi'],
    ['/vite.config.ts', 'defineConfig'],
    ['/docs/decisions.md', 'Page studio'],
    ['/tests/unit/setup.ts', 'cleanup'],
    [`/@fs${studio.dir}/data/site.db`, secret],
    [`/@fs${studio.dir}/package.json`, 'devDependencies'],
    ['/@fs/etc/passwd', 'root:'],
  ];

  it('serves no database, secret, manifest, script or document of the project', async () => {
    const served = [];
    for (const [path, content] of projectFiles()) {
      const answer = await get(path!);
      if (answer.status === 200 || text(answer.body).includes(content!))
        served.push(`${path} → ${answer.status}`);
    }
    expect(served).toEqual([]);
  });

  it('answers another local origin with 403 and no CORS header, for any file', async () => {
    const origin = 'http://localhost:3856';
    const answered = [];
    for (const path of [
      '/data/site.db',
      '/package.json',
      '/src/studio/main.tsx',
      '/',
      '/api/pages',
    ]) {
      const answer = await get(path, { origin });
      if (answer.status !== 403 || answer.headers['access-control-allow-origin'] !== undefined)
        answered.push(
          `${path} → ${answer.status} ${answer.headers['access-control-allow-origin']}`,
        );
    }
    const preflight = await call(studio.base, 'OPTIONS', '/api/file', {
      headers: { origin, 'access-control-request-method': 'PUT' },
    });
    if (preflight.headers['access-control-allow-origin'] !== undefined)
      answered.push(`preflight → ${preflight.status}`);
    expect(answered).toEqual([]);
  });

  it("refuses a script or image load by another local site's page (same-site, no Origin)", async () => {
    const answer = await get('/src/studio/main.tsx', {
      'sec-fetch-site': 'same-site',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'script',
    });
    expect(answer.status).toBe(403);
  });
});

describe('the studio server: what it writes into public/', () => {
  it('writes no script and no scripted SVG, so the site never serves one', async () => {
    const own = { origin: studio.base, 'sec-fetch-site': 'same-origin' };
    const put = (path: string, text: string) =>
      call(studio.base, 'PUT', '/api/file', {
        headers: own,
        body: { path, text, baseVersion: null },
      });
    const evilSvg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script href="/evil.js"/></svg>';
    expect((await put('public/evil.js', 'alert(document.cookie)')).status).toBe(403);
    expect((await put('public/images/evil.svg', evilSvg)).status).toBe(422);
    expect(existsSync(join(studio.dir, 'public/evil.js'))).toBe(false);
    expect(existsSync(join(studio.dir, 'public/images/evil.svg'))).toBe(false);
    expect((await get('/evil.js')).status).not.toBe(200);
    expect((await get('/images/evil.svg')).status).not.toBe(200);
  });
});

describe('the studio server in a browser', () => {
  it('lets no page on another local port read its files', async () => {
    // A real server on this machine, so the browser treats its page as local as the studio.
    const other = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end('<!doctype html><title>another local site</title>');
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    const address = other.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const page = await browser.newPage();
    const read: string[] = [];
    try {
      for (const from of [`http://localhost:${port}/`, `http://127.0.0.1:${port}/`]) {
        await page.goto(from);
        for (const target of [studio.base, `http://localhost:${studio.port}`]) {
          for (const file of ['/data/site.db', '/package.json']) {
            const text = await page.evaluate(async (url) => {
              try {
                return await (await fetch(url)).text();
              } catch {
                return undefined;
              }
            }, `${target}${file}`);
            if (text !== undefined) read.push(`${from} read ${target}${file}`);
          }
        }
      }
    } finally {
      await page.close();
      await new Promise((done) => other.close(done));
    }
    expect(read).toEqual([]);
  });

  it('still loads the studio and its preview with nothing refused', async () => {
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (error) => refused.push(error.message));
    try {
      await page.goto(`${studio.base}/#/edit/${encodeURIComponent('pages/home.json')}`);
      await expect
        .poll(() => page.locator('.save-status').textContent(), { timeout: 60_000 })
        .toBe('No changes');
      const preview = page.frameLocator('iframe[title="Page preview"]');
      await preview.locator('[data-studio-block="0"]').waitFor({ timeout: 30_000 });
      expect(refused).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
