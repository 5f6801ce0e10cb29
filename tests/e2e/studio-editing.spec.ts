import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './studio-support';

// Each worker has its own studio on its own copy of the project; these tests share it in order.
test.describe.configure({ mode: 'default' });

const blockRows = (page: Page) => page.getByRole('list', { name: 'Blocks' }).getByRole('listitem');
const saveStatus = (page: Page) => page.locator('.save-status');
const openEditor = async (page: Page, url: string, file: string) => {
  await page.goto(`${url}#/edit/${encodeURIComponent(file)}`);
  await expect(saveStatus(page)).toHaveText(/No changes/, { timeout: 30_000 });
};

test('asks before leaving a page with unsaved changes, in the studio and when the tab goes', async ({
  page,
  studio,
}) => {
  await openEditor(page, studio.url, 'pages/careers.json');
  // Nothing changed: leaving asks nothing.
  await page.getByRole('link', { name: 'All pages' }).click();
  await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible();
  await openEditor(page, studio.url, 'pages/careers.json');
  const title = page.getByLabel(/^Title/);
  await title.fill(`${await title.inputValue()} — edited`);
  await expect(saveStatus(page)).toContainText('Unsaved changes');

  await page.getByRole('link', { name: 'All pages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(/^Title/)).toHaveValue(/— edited$/);
  expect(page.url()).toContain('#/edit/');

  // Closing or reloading the tab: the browser's own question.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss();
    }),
  );
  await page.evaluate(() => window.location.reload());
  expect(await asked).toBe('beforeunload');
  await expect(page.getByLabel(/^Title/)).toHaveValue(/— edited$/);

  await page.getByRole('link', { name: 'All pages' }).click();
  await dialog.getByRole('button', { name: 'Leave this page' }).click();
  await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible();
});

test('adds a new block after the selected one and opens its form', async ({ page, studio }) => {
  await openEditor(page, studio.url, 'pages/web-development.json');
  const count = await blockRows(page).count();
  await blockRows(page).nth(1).getByRole('button').nth(1).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Block 2:/ })).toBeVisible();
  await page.getByRole('button', { name: /^Add block/ }).click();
  const picker = page.getByRole('dialog', { name: 'Add block' });
  await picker.getByLabel('Search block types').fill('faq');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(blockRows(page)).toHaveCount(count + 1);
  await expect(page.getByRole('heading', { level: 2, name: /^Block 3: / })).toBeVisible();
  await expect(blockRows(page).nth(2).locator('[aria-current="true"]')).toHaveCount(1);
});

test('an emptied title is one problem, said once', async ({ page, studio }) => {
  await openEditor(page, studio.url, 'pages/careers.json');
  await page.getByLabel(/^Title/).fill('');
  const summary = page.locator('.problem-summary');
  await expect(summary.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
  const field = page.locator('[data-pointer="/title"]');
  await expect(field.getByRole('listitem')).toHaveCount(1);
  await expect(field.locator('.length-note')).toHaveCount(0);
});

test('the page list shows titles as the site does, the home page first, then by path', async ({
  page,
  studio,
}) => {
  await page.goto(studio.url);
  const rows = page.getByRole('table', { name: 'Pages' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pages' })).not.toContainText('{{');
  const config = JSON.parse(readFileSync(join(studio.dir, 'site.config.json'), 'utf8'));
  const getInTouch = rows.filter({
    has: page.getByRole('link', { name: '/get-in-touch', exact: true }),
  });
  await expect(getInTouch).toContainText(config.company.name);
  const paths = await rows.locator('td:first-child').allInnerTexts();
  expect(paths[0]).toBe('/');
  const rest = paths.slice(1).filter((p) => p.startsWith('/'));
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
});

// A 2×1 PNG: real image bytes, so the server can read its size.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWPgqjjBVXECAAeRApVPUj+TAAAAAElFTkSuQmCC',
  'base64',
);

test('asks where an uploaded image comes from and records it in docs/image-sources.md', async ({
  page,
  studio,
}) => {
  await openEditor(page, studio.url, 'pages/web-development.json');
  await blockRows(page).nth(0).getByRole('button').nth(1).click();
  const image = page.getByRole('group', { name: /^Image/ });
  await image
    .getByLabel('Upload a new image')
    .setInputFiles({ name: 'Team Photo.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog', { name: /Where does .*Team Photo\.png.* come from/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Source/)).toBeFocused();
  await dialog.getByRole('button', { name: 'Upload image' }).click();
  await expect(dialog.getByLabel(/^Source/)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel(/^Licence/)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(/^Source/).fill('Photographed at the office for this site');
  await dialog.getByLabel(/^Author/).fill('A. Photographer');
  await dialog.getByLabel(/^Licence/).fill('Owned by the company');
  await dialog.getByRole('button', { name: 'Upload image' }).click();
  await expect(dialog).toBeHidden();
  // The field names the picture as a person reads it, and shows it.
  await expect(image.locator('figcaption')).toHaveText(/^Team photo \(/);
  await expect(image.locator('img[src="/images/team-photo.png"]')).toBeVisible();
  const sources = readFileSync(join(studio.dir, 'docs/image-sources.md'), 'utf8');
  const row = sources.split('\n').find((line) => line.includes('`team-photo.png`'));
  expect(row?.split('|').map((cell) => cell.trim())).toEqual([
    '',
    '`team-photo.png`',
    'Photographed at the office for this site',
    '`Team Photo.png`',
    'A. Photographer',
    'Owned by the company',
    '',
  ]);
});
