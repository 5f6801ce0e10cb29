import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openStudio, putDraft, test } from './live-studio-support';
import { openBlockForm } from './support';

// Issue 45: a page with a second hero (two main headings), a "Click here" button with nothing
// better for screen readers and a description copied from another page has three warnings, at
// their fields, and can still be published; an error still blocks.
const file = 'pages/product-designs.json';
const editor = 'hana@example.com';

const readPage = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

const field = (page: Page, pointer: string) =>
  page.locator('.form-pane').locator(`[data-pointer="${pointer}"]`);

test.beforeAll(({ live }) => live.addAccount(editor, 'Hana Health', ['editor']));

test('a page’s health warnings show at their fields and do not stop it being published; an error does', async ({
  live,
  page,
}) => {
  test.setTimeout(180_000);
  const current = readPage(file);
  const n: number = current.blocks.length;
  const unhealthy = {
    ...current,
    description: readPage('pages/home.json').description,
    blocks: [
      ...current.blocks,
      readPage('src/blocks/hero/example.json'),
      {
        type: 'cta',
        heading: 'Ready when you are',
        actions: [{ label: 'Click here', opens: 'enquiry' }],
      },
    ],
  };
  await openStudio(page, live, editor);
  await putDraft(page.request, live, file, unhealthy);
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(file)}`);

  const warnings = page.locator('.warning-summary');
  await expect(warnings.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  await expect(warnings.getByRole('heading')).toHaveText(/3 warnings.*publishing still works/);
  await expect(page.locator('.problem-summary')).toHaveCount(0);

  await page.getByRole('button', { name: 'Page settings' }).click();
  await expect(field(page, '/description').locator('.field-warning')).toHaveCount(1);
  await openBlockForm(page, n);
  await expect(field(page, `/blocks/${n}/heading`).locator('.field-warning')).toHaveCount(1);
  await openBlockForm(page, n + 1);
  const label = field(page, `/blocks/${n + 1}/actions/0/label`);
  await expect(label.locator('.field-warning')).toHaveCount(1);
  // Tied to its control, so a screen reader says it with the field.
  await expect(label.getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription(
    /Warning:/,
  );

  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(page.locator('.save-status')).toHaveText('Published', { timeout: 150_000 });
  expect(live.git('log', '-1', '--name-only', '--format=')).toContain(file);

  // An error (an empty title) blocks publishing.
  await page.getByRole('button', { name: 'Page settings' }).click();
  await field(page, '/title').getByRole('textbox').fill('');
  await expect(page.locator('.problem-summary')).toContainText(/to fix before publishing/, {
    timeout: 30_000,
  });
  await expect(publish).toBeDisabled();
});

test('a warning only the rendered page shows is at its field: a linked card that says only “Learn more”', async ({
  live,
  page,
}) => {
  test.setTimeout(120_000);
  // A page no other spec of the live site changes.
  const other = 'pages/r-and-d.json';
  const current = readPage(other);
  const n: number = current.blocks.length;
  await openStudio(page, live, editor);
  // The card's title is the link's whole name: only its rendered HTML shows that.
  await putDraft(page.request, live, other, {
    ...current,
    blocks: [
      ...current.blocks,
      { type: 'featureGrid', heading: 'Where next', cards: [{ title: 'Learn more', href: '/' }] },
    ],
  });
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(other)}`);

  const warnings = page.locator('.warning-summary');
  await expect(warnings.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await openBlockForm(page, n);
  const title = field(page, `/blocks/${n}/cards/0/title`);
  await expect(title.locator('.field-warning')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();

  // Words that say where the link leads clear it.
  await title.getByRole('textbox').fill('Our research and development work');
  await expect(warnings).toHaveCount(0, { timeout: 30_000 });
});

test('a picture left without alt text on the page is described by the media library, in the preview and the checks', async ({
  live,
  page,
}) => {
  test.setTimeout(120_000);
  const other = 'pages/communication.json';
  const current = readPage(other);
  const stored: string = readPage('public/images/media.json').media['/images/cloud.svg'].alt;
  await openStudio(page, live, editor);
  const image = { src: '/images/cloud.svg', alt: '', width: 520, height: 400 };
  await putDraft(page.request, live, other, {
    ...current,
    blocks: [
      ...current.blocks,
      { type: 'featureGrid', heading: 'Pictures', cards: [{ title: 'Cloud', image }] },
    ],
  });
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(other)}`);
  const preview = page.frameLocator('iframe[title="Page preview"]');
  await expect(preview.getByRole('img', { name: stored })).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();
  await expect(page.locator('.problem-summary')).toHaveCount(0);
});
