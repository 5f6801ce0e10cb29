import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { serializePage } from '../../src/app/project';
import { expect, test } from './studio-support';

// Each worker has its own studio on its own copy of the project; the tests of this file run in
// order in one worker and share it.
test.describe.configure({ mode: 'default' });

const blockList = (page: Page) => page.getByRole('list', { name: 'Blocks' });
const blockRows = (page: Page) => blockList(page).getByRole('listitem');
const saveStatus = (page: Page) => page.locator('.save-status');
const preview = (page: Page) => page.frameLocator('iframe[title="Page preview"]');

async function addBlock(page: Page, search: string) {
  await page.getByRole('button', { name: 'Add block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add block' });
  await dialog.getByLabel('Search block types').fill(search);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

test('a marketer creates a page, adds, fills and reorders blocks, fixes a problem, saves, and the site validates and builds', async ({
  page,
  studio,
}) => {
  test.setTimeout(300_000);
  await page.goto(studio.url);
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Address').fill('/cloud-backup');
  await dialog.getByLabel('Title').fill('Cloud Backup Services in Chennai');
  await dialog
    .getByLabel('Description')
    .fill(
      'Automatic, encrypted backups of your servers and business data, with restores tested every month.',
    );
  await dialog.getByRole('button', { name: 'Create page' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText('/cloud-backup');
  await expect(saveStatus(page)).toHaveText('No changes', { timeout: 30_000 });
  const startCount = await blockRows(page).count();

  // A questions block, filled in.
  await addBlock(page, 'faq');
  await expect(blockRows(page)).toHaveCount(startCount + 1);
  // A new block starts with what its schema requires: here one question.
  await page.getByLabel(/^Question/).fill('How often are backups taken?');
  await page
    .getByLabel(/^Answer/)
    .fill('Every night, and before every change we make to your servers.');

  // A call to action whose button links to a page that does not exist: a problem, with a suggestion.
  await addBlock(page, 'call to action');
  await expect(blockRows(page)).toHaveCount(startCount + 2);
  await page.getByLabel(/^Heading/).fill('Protect your data this week');
  await page.getByLabel(/^Label/).fill('Talk to us');
  const link = page.getByLabel(/^Link/);
  await link.fill('/contact-us');
  await page.keyboard.press('Escape');
  await expect(page.locator('.problem-summary')).toBeVisible({ timeout: 15_000 });
  await expect(link).toHaveAccessibleDescription(/contact-info/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await link.fill('/contact-info');
  await page.keyboard.press('Escape');
  await expect(page.locator('.problem-summary')).toHaveCount(0, { timeout: 15_000 });

  // Move the call to action above the questions with the keyboard (drag handle: Space, Up, Space).
  const last = startCount + 1;
  await blockRows(page)
    .nth(last)
    .getByRole('button', { name: /^Drag to reorder/ })
    .focus();
  // Each key waits for what a screen reader hears: dnd-kit listens for the arrows only once the
  // lift has rendered, and drops where the last rendered move put the block.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(announcement).toContainText('Picked up');
  await page.keyboard.press('ArrowUp');
  await expect(announcement).toContainText(`would go to position ${last}`);
  await page.keyboard.press('Space');
  await expect(blockRows(page).nth(last - 1)).toContainText('Call to action');
  await expect(blockRows(page).nth(last)).toContainText('FAQ');
  // The preview follows: the call to action is now rendered before the questions.
  const previewBlocks = preview(page).locator('[data-studio-block]');
  await expect(previewBlocks).toHaveCount(startCount + 2);
  await expect(previewBlocks.nth(last - 1)).toContainText('Protect your data this week');

  // Undo and redo the move with the keyboard.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+z');
  await expect(blockRows(page).nth(last)).toContainText('Call to action');
  await page.keyboard.press('Control+Shift+z');
  await expect(blockRows(page).nth(last - 1)).toContainText('Call to action');

  // Save, once the check has passed.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled({ timeout: 15_000 });
  await save.click();
  await expect(saveStatus(page)).toHaveText('Saved');

  const text = readFileSync(join(studio.dir, 'pages/cloud-backup.json'), 'utf8');
  expect(text.endsWith('}\n')).toBe(true);
  // Written by the one page serializer (2 spaces, keys in schema order), as a hand-edited file would be checked.
  expect(serializePage(JSON.parse(text))).toBe(text);
  expect(text.indexOf('Protect your data this week')).toBeLessThan(
    text.indexOf('How often are backups taken?'),
  );

  const validate = studio.run('validate');
  expect(validate.status, validate.output).toBe(0);
  const build = studio.run('build');
  expect(build.status, build.output).toBe(0);
  const html = join(studio.dir, 'dist/client/cloud-backup/index.html');
  expect(existsSync(html)).toBe(true);
  expect(readFileSync(html, 'utf8')).toContain('Protect your data this week');
});

test('unsaved edits and their undo history survive a reload', async ({ page, studio }) => {
  await page.goto(`${studio.url}#/edit/${encodeURIComponent('pages/careers.json')}`);
  const title = page.getByLabel(/^Title/);
  const original = await title.inputValue();
  await title.fill(`${original} — draft`);
  await expect(saveStatus(page)).toContainText('Unsaved changes');
  // The browser asks before a reload with unsaved changes; the draft is kept either way.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByLabel(/^Title/)).toHaveValue(`${original} — draft`);
  await expect(page.getByRole('button', { name: 'Discard them' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(original);
  await expect(saveStatus(page)).toContainText('No changes');
});

test('says the page was changed elsewhere instead of overwriting it', async ({ page, studio }) => {
  const file = join(studio.dir, 'pages/privacy-policy.json');
  await page.goto(`${studio.url}#/edit/${encodeURIComponent('pages/privacy-policy.json')}`);
  const breadcrumb = page.getByLabel(/^Short name/);
  await breadcrumb.fill('Privacy');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled({ timeout: 15_000 });
  const onDisk = readFileSync(file, 'utf8').replace(
    '"path"',
    '"breadcrumb": "Changed elsewhere",\n  "path"',
  );
  writeFileSync(file, onDisk);
  await save.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'changed by someone else' }),
  ).toBeVisible();
  expect(readFileSync(file, 'utf8')).toBe(onDisk);
});

test('clicking a block in the preview opens its form', async ({ page, studio }) => {
  await page.goto(`${studio.url}#/edit/${encodeURIComponent('pages/home.json')}`);
  await preview(page).locator('[data-studio-block="2"]').click();
  await expect(page.getByRole('heading', { level: 2, name: /^Block 3:/ })).toBeVisible();
  await expect(blockRows(page).nth(2).locator('[aria-current="true"]')).toHaveCount(1);
});

test('choosing a block in the outline outlines it and scrolls it into view in the preview, at both widths', async ({
  page,
  studio,
}) => {
  await page.goto(`${studio.url}#/edit/${encodeURIComponent('pages/home.json')}`);
  const frame = preview(page);
  // The outline is there once the page is open; count its rows only then.
  await expect(saveStatus(page)).toHaveText('No changes', { timeout: 30_000 });
  const count = await blockRows(page).count();
  expect(count).toBeGreaterThan(1);
  const last = count - 1;
  await blockRows(page).nth(last).getByRole('button').nth(1).click();
  const chosen = frame.locator(`[data-studio-block="${last}"]`);
  await expect(chosen).toHaveClass(/is-selected/);
  await expect(chosen).toBeInViewport();
  await page.getByRole('radio', { name: 'Phone 375 px' }).check();
  const iframe = page.locator('iframe[title="Page preview"]');
  await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(375);
  await blockRows(page).nth(0).getByRole('button').nth(1).click();
  await expect(frame.locator('[data-studio-block="0"]')).toBeInViewport();
});

test('the one Save puts the page in the menu and footer of site.config.json', async ({
  page,
  studio,
}) => {
  await page.goto(`${studio.url}#/edit/${encodeURIComponent('pages/privacy-policy.json')}`);
  const menu = page.getByLabel('Show in menu');
  await expect(menu.locator('option')).not.toHaveCount(1);
  const choice = await menu.locator('option').nth(1).getAttribute('value');
  await menu.selectOption(choice!);
  await page.getByLabel('Link text').fill('Privacy');
  // A menu change is an unsaved change like any other, saved by the page's one Save.
  await expect(saveStatus(page)).toContainText('Unsaved changes');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled({ timeout: 15_000 });
  await save.click();
  await expect(saveStatus(page)).toHaveText('Saved');
  const config: unknown = JSON.parse(readFileSync(join(studio.dir, 'site.config.json'), 'utf8'));
  expect(JSON.stringify(config)).toContain('{"label":"Privacy","href":"/privacy-policy"}');
  const validate = studio.run('validate');
  expect(validate.status, validate.output).toBe(0);
});

// A 2×1 PNG: real image bytes, so the server can read its size.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWPgqjjBVXECAAeRApVPUj+TAAAAAElFTkSuQmCC',
  'base64',
);

test('uploads an image into public/images and asks for its alt text', async ({ page, studio }) => {
  await page.goto(`${studio.url}#/edit/${encodeURIComponent('pages/web-development.json')}`);
  await blockRows(page).nth(0).getByRole('button').nth(1).click();
  const image = page.getByRole('group', { name: /^Image/ });
  const upload = image.getByLabel('Upload a new image');
  await upload.setInputFiles({
    name: 'Not a picture.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hello'),
  });
  // Every upload says where the image comes from, asked before it is sent.
  const giveCredit = async () => {
    const credit = page.getByRole('dialog', { name: /^Where does/ });
    await credit.getByLabel(/^Source/).fill('Photographed for this site');
    await credit.getByLabel(/^Author/).fill('Our photographer');
    await credit.getByLabel(/^Licence/).fill('Owned by the company');
    await credit.getByRole('button', { name: 'Upload image' }).click();
  };
  await giveCredit();
  await expect(image.getByRole('alert').filter({ hasText: /refused/i })).toBeVisible();
  await upload.setInputFiles({ name: 'Server Room.png', mimeType: 'image/png', buffer: png });
  await giveCredit();
  // The field names the picture as a person reads it, and shows it.
  await expect(image.locator('figcaption')).toHaveText(/^Server room \(/);
  await expect(image.locator('img[src="/images/server-room.png"]')).toBeVisible();
  expect(readFileSync(join(studio.dir, 'public/images/server-room.png'))).toEqual(png);
  const alt = image.getByLabel(/^Alt text/);
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await alt.fill('Racks of servers in a data centre');
  await expect(alt).not.toHaveAttribute('aria-invalid', 'true');
  await expect(
    preview(page).locator('[data-studio-block="0"] img[src="/images/server-room.png"]'),
  ).toHaveAttribute('alt', 'Racks of servers in a data centre');
});

test('deleting a page lists the links that would break and asks first', async ({
  page,
  studio,
}) => {
  await page.goto(studio.url);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: '/careers', exact: true }) });
  await row.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete/ });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  // Each link is named where a marketer sees it (a page's address, the menu, the footer), never
  // by a file or a place in the JSON.
  await expect(dialog.getByRole('listitem').filter({ hasText: /footer|menu/ })).not.toHaveCount(0);
  await expect(dialog).not.toContainText('.json');
  await expect(dialog).not.toContainText('/footer/');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(existsSync(join(studio.dir, 'pages/careers.json'))).toBe(true);
});

test('the studio screens have no accessibility violations', async ({ page, studio }) => {
  // Five full axe scans of the studio's largest screens: over a minute on a busy two-core machine.
  test.slow();
  await page.goto(studio.url);
  await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New page' }).click();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.goto(`${studio.url}#/edit/${encodeURIComponent('pages/web-development.json')}`);
  await expect(blockRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await blockRows(page).nth(1).getByRole('button').nth(1).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add block' }).click();
  await expectNoAxeViolations(page);
});
