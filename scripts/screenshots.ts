/**
 * Full-page screenshots of a running site at desktop (1280 px) and phone (375 px) widths, for a
 * visual review of the pages. Scrolls each page first so lazily loaded images are in the shot.
 *
 *   npx tsx scripts/screenshots.ts <base URL> <output dir> [path ...]
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots / /mobile-app-development
 *
 * Without paths it shoots the home page, a service page and a hosting page.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from './chromium';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir) {
  console.error('usage: npx tsx scripts/screenshots.ts <base URL> <output dir> [path ...]');
  process.exit(2);
}
const routes = paths.length > 0 ? paths : ['/', '/mobile-app-development', '/wordpress-hosting'];
const widths = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } };

/** File name for a route: "/" → "home", "/R&D" → "r-d". */
const slug = (path: string) =>
  path === '/'
    ? 'home'
    : path
        .replace(/^\//, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .toLowerCase();

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const [name, viewport] of Object.entries(widths)) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
      // Step through the page so every lazy image enters the viewport once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = join(outDir, `${slug(route)}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`wrote ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
