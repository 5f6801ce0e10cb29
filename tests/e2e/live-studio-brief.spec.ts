import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { pageSchema } from '../../src/app/page-schema';
import { expect, openStudio, test } from './live-studio-support';
import { openBlockForm } from './support';

const drafted = (page: Page) => page.locator('.drafted-mark');

const about = [
  'We offer managed Kubernetes hosting for growing companies in India.',
  'Our engineers set up each cluster, watch it day and night and keep it patched.',
  'Backups run every night and are kept for thirty days.',
  'You pay one fixed monthly price per cluster, with no surprises on the bill.',
  'Moving your applications to us takes about a week, and we do the work.',
].join(' ');

/** Opens the page's first block (the hero) in the editor's form. */

/** Accepts the first marked text of the open form as it is. */
const acceptFirst = (page: Page) =>
  drafted(page)
    .first()
    .getByRole('button', { name: /^Accept text/ })
    .click();

/** Opened again, as the draft is saved on the server now, the hero shows `count` marks. */
const reopenedWithMarks = (page: Page, count: number) =>
  expect(async () => {
    await page.reload();
    await openBlockForm(page, 0);
    await expect(drafted(page)).toHaveCount(count, { timeout: 2000 });
  }).toPass();

test('a brief of five sentences becomes a draft page, opened with its texts marked for every editor, public only once they are checked and it is published', async ({
  live,
  page,
  browser,
}) => {
  // Two editors, each logging in, and pages opened again to see the other's changes.
  test.setTimeout(180_000);
  await live.addAccount('bina@example.com', 'Bina Editor', ['editor']);
  await live.addAccount('bala@example.com', 'Bala Editor', ['editor']);
  const commits = live.git('rev-list', '--count', 'HEAD').trim();
  await openStudio(page, live, 'bina@example.com');

  await page.getByRole('button', { name: 'Draft a page from a brief' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft a page from a brief' });
  await dialog.getByLabel('What is the page about?').fill(about);
  await dialog
    .getByLabel(/^Points to make/)
    .fill('24/7 monitoring: we watch every node\nNightly backups');
  await dialog
    .getByLabel(/^Questions clients ask/)
    .fill('How long does moving take? About a week.');
  const asked = Date.now();
  await dialog.getByRole('button', { name: 'Draft the page' }).click();

  // The editor opens on the new page, kept as a draft on the server, with its texts marked.
  await page.waitForURL(/#\/edit\/pages%2F/);
  const notice = (p: Page) => p.locator('.drafted-notice [role="status"]');
  await expect(notice(page)).toContainText(/\d+ drafted texts to check/);
  console.log(`brief → draft open in the editor: ${Date.now() - asked} ms`);
  const file = decodeURIComponent(new URL(page.url()).hash.replace('#/edit/', ''));
  await expect(page.locator('.draft-status')).toContainText('by you');

  await openBlockForm(page, 0);
  const heading = page.getByLabel(/^Heading/);
  const markId = `${await heading.getAttribute('id')}-drafted`;
  await expect(heading).toHaveAttribute('aria-describedby', new RegExp(markId));
  await expect(page.locator(`#${markId}`)).toBeVisible();
  const marks = await drafted(page).count();

  // Another editor, in another browser, opens the draft: the same texts are marked there.
  const other = await browser.newContext();
  const bala = await other.newPage();
  await openStudio(bala, live, 'bala@example.com');
  const editUrl = `${live.url}/studio/#/edit/${encodeURIComponent(file)}`;
  await bala.goto(editUrl);
  await expect(notice(bala)).toHaveText((await notice(page).textContent()) ?? '');
  await openBlockForm(bala, 0);
  await expect(drafted(bala)).toHaveCount(marks);

  // Edited by a person: its mark goes. Accepted as it is: its mark goes too, for both editors.
  await heading.fill('Managed Kubernetes, looked after for you');
  await expect(heading).not.toHaveAttribute('aria-describedby', new RegExp(markId));
  await expect(drafted(page)).toHaveCount(marks - 1);
  await acceptFirst(page);
  await expect(drafted(page)).toHaveCount(marks - 2);
  await reopenedWithMarks(bala, marks - 2);
  await acceptFirst(bala);
  await expect(drafted(bala)).toHaveCount(marks - 3);
  await reopenedWithMarks(page, marks - 3);
  await other.close();

  // Not public, not committed: a draft until someone publishes it.
  const server = await page.request.get(
    `${live.url}/studio/api/draft?file=${encodeURIComponent(file)}`,
  );
  const { path } = z
    .object({ page: z.object({ path: z.string() }) })
    .parse(await server.json()).page;
  expect((await fetch(`${live.url}${path}`)).status).toBe(404);
  expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(commits);
  await page.goto(`${live.url}/studio/`);
  // Listed by its address, as every page is, and marked as not published.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: path, exact: true }) });
  await expect(row).toContainText(/not published yet/i);
  await expect(page.getByRole('table')).not.toContainText(file);

  // Published while texts are still marked: refused, nothing public, nothing committed.
  await page.goto(editUrl);
  await expect(drafted(page).first()).toBeAttached();
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(page.getByRole('alert').filter({ hasText: /drafted/ })).toBeVisible();
  expect((await fetch(`${live.url}${path}`)).status).toBe(404);
  expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(commits);

  // Every text checked: published, public, committed, and the file holds the page only.
  await page.getByRole('button', { name: 'Accept all drafted texts' }).click();
  await expect(drafted(page)).toHaveCount(0);
  await publish.click();
  await expect(page.locator('.save-status')).toHaveText('Published', { timeout: 30_000 });
  expect((await fetch(`${live.url}${path}`)).status).toBe(200);
  expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(String(Number(commits) + 1));
  const text = readFileSync(join(live.contentDir, file), 'utf8');
  expect(pageSchema.safeParse(JSON.parse(text)).success).toBe(true);
  expect(text).not.toMatch(/drafted/i);
});
