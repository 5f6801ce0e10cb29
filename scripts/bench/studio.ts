/**
 * `npm run bench:studio`: how fast the page studio answers, on the largest real page and on a
 * generated 300-block page. For each it prints the time from a keystroke in a block's heading to
 * the updated preview, and from adding, deleting and moving a block to the preview showing it
 * (median and worst of several tries). Target: under 100 ms each. A benchmark, not a test: it
 * prints figures and never fails on timing.
 *
 *   npm run bench:studio [-- --tries 7]
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { tempProject, tsx } from '../temp-project';

const { values } = parseArgs({ options: { tries: { type: 'string', default: '7' } } });
const tries = Number(values.tries);
const port = Number(process.env.STUDIO_PORT ?? 5199);

const project = tempProject('bench-studio');
const pageFiles = readdirSync(join(project.dir, 'pages')).filter((f) => f.endsWith('.json'));
const blockCount = (file: string): number => {
  const value: unknown = JSON.parse(readFileSync(join(project.dir, 'pages', file), 'utf8'));
  return typeof value === 'object' &&
    value !== null &&
    'blocks' in value &&
    Array.isArray(value.blocks)
    ? value.blocks.length
    : 0;
};
const largest = pageFiles.reduce((a, b) =>
  readFileSync(join(project.dir, 'pages', b)).length >
  readFileSync(join(project.dir, 'pages', a)).length
    ? b
    : a,
);

// A 300-block page made of the largest page's blocks over and over (a stress case, not content).
const source: { blocks: unknown[] } = JSON.parse(
  readFileSync(join(project.dir, 'pages', largest), 'utf8'),
);
const blocks = Array.from({ length: 300 }, (_, i) => source.blocks[i % source.blocks.length]);
writeFileSync(
  join(project.dir, 'pages/bench-300.json'),
  `${JSON.stringify(
    {
      path: '/bench-300',
      title: 'Studio benchmark page',
      description:
        'A generated page with three hundred blocks for measuring how fast the page studio answers.',
      robots: 'noindex, follow',
      blocks,
    },
    null,
    2,
  )}\n`,
);

const studio = spawn(process.execPath, [...tsx, 'scripts/studio.ts'], {
  cwd: project.dir,
  env: { ...process.env, STUDIO_PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => {
  let out = '';
  studio.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('Page studio:')) resolve();
  });
});

/**
 * Arms a wait in the page: the time from the next `event` (keydown or click, as the browser
 * stamped it) to the frame after the preview applied a new state.
 */
const arm = (page: Page, event: 'keydown' | 'click') =>
  page.evaluate((eventName) => {
    const frame = document.querySelector<HTMLIFrameElement>(
      'iframe[title="Page preview"]',
    )?.contentWindow;
    if (!frame) throw new Error('no preview frame');
    const body = frame.document.body;
    const before = body.dataset.previewVersion;
    const w = window as unknown as { benchDone: Promise<number> };
    w.benchDone = new Promise<number>((resolve) => {
      let start = 0;
      document.addEventListener(eventName, (e) => (start = performance.timeOrigin + e.timeStamp), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (body.dataset.previewVersion === before) return;
        observer.disconnect();
        frame.requestAnimationFrame(() =>
          resolve(frame.performance.timeOrigin + frame.performance.now() - start),
        );
      });
      observer.observe(body, { attributes: true, attributeFilter: ['data-preview-version'] });
    });
  }, event);
const done = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone);

const row = (page: Page, i: number) =>
  page.getByRole('list', { name: 'Blocks' }).getByRole('listitem').nth(i);

async function measurePage(page: Page, file: string) {
  await page.goto(`http://127.0.0.1:${port}/#/edit/${encodeURIComponent(`pages/${file}`)}`);
  const frame = page.frameLocator('iframe[title="Page preview"]');
  await frame.locator('[data-studio-block]').first().waitFor({ timeout: 120_000 });
  const middle = Math.floor(blockCount(file) / 2);
  const times: Record<string, number[]> = { keystroke: [], add: [], delete: [], move: [] };
  for (let t = 0; t < tries; t++) {
    await row(page, middle)
      .getByRole('button', { name: /^(Hero|Feature|Rich|Logo|FAQ|Call|Contact|Job)/ })
      .first()
      .click();
    const heading = page.getByLabel(/^Heading/).first();
    await heading.focus();
    await page.waitForTimeout(300);
    await arm(page, 'keydown');
    await page.keyboard.press('x');
    times.keystroke!.push(await done(page));

    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByLabel('Search block types').fill('call to action');
    await page.waitForTimeout(200);
    await arm(page, 'keydown');
    await page.keyboard.press('Enter');
    times.add!.push(await done(page));

    await page.waitForTimeout(300);
    await arm(page, 'click');
    await row(page, middle)
      .getByRole('button', { name: /^Move down/ })
      .click();
    times.move!.push(await done(page));

    await page.waitForTimeout(300);
    const last =
      (await page.getByRole('list', { name: 'Blocks' }).getByRole('listitem').count()) - 1;
    await arm(page, 'click');
    await row(page, last)
      .getByRole('button', { name: /^Remove/ })
      .click();
    times.delete!.push(await done(page));
    await page.waitForTimeout(300);
  }
  return times;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, worst: sorted.at(-1) ?? 0 };
};

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  console.log(`Studio speed (ms, median / worst of ${tries}; target < 100)`);
  console.log(
    'page'.padEnd(34),
    'blocks'.padStart(6),
    ...['keystroke', 'add', 'delete', 'move'].map((h) => h.padStart(14)),
  );
  for (const file of [largest, 'bench-300.json']) {
    const times = await measurePage(page, file);
    const cells = ['keystroke', 'add', 'delete', 'move'].map((k) => {
      const { median, worst } = stats(times[k]!);
      return `${median.toFixed(0)} / ${worst.toFixed(0)}`.padStart(14);
    });
    console.log(`pages/${file}`.padEnd(34), String(blockCount(file)).padStart(6), ...cells);
  }
} finally {
  await browser.close();
  studio.kill();
  project.remove();
}
