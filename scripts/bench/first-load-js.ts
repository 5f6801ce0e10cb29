/**
 * `npm run bench:js`: the JavaScript every route downloads before anyone touches it, in bytes on
 * the wire (compressed body and headers), from a production build in Chromium. Seconds for all
 * routes, where Lighthouse takes minutes for a few: the figure to watch while moving to islands.
 *
 *   npm run bench:js [-- --routes /,/careers]
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { budgets } from './report';
import { buildAndServe } from './site-server';

const { values } = parseArgs({ options: { routes: { type: 'string' } } });
const site = await buildAndServe();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const rows: string[] = [];
try {
  const routes = values.routes?.split(',') ?? site.routes;
  for (const path of routes) {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' || !request.url().startsWith(site.origin)) return;
      scripts.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    });
    // The boot script starts the app after `load`; network idle is when it has all it asked for.
    await page.goto(`${site.origin}${encodeURI(path)}`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    const over = bytes > budgets.jsBytes ? ' ✗' : '';
    rows.push(`| ${path} | ${sizes.length} | ${(bytes / 1024).toFixed(1)}${over} |`);
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
console.log(
  [
    `First-load JavaScript, bytes on the wire; ✗ over ${(budgets.jsBytes / 1024).toFixed(0)} KB.`,
    '',
    '| route | scripts | JS KB wire |',
    '|---|---|---|',
    ...rows,
  ].join('\n'),
);
