import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openStudio, putDraft, test } from './live-studio-support';

// Issue 45: a page given a problem says so in the page list and in the site's health, whose link
// opens the page's editor at the field.
const file = 'pages/branding.json';
const editor = 'sita@example.com';

const readPage = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

const rowOf = (page: Page, path: string) =>
  page
    .getByRole('table', { name: 'Pages' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: path, exact: true }) });

test.beforeAll(({ live }) => live.addAccount(editor, 'Sita Health', ['editor']));

test('a page given a problem shows it in the page list and the site’s health, whose link opens the field', async ({
  live,
  page,
}) => {
  test.setTimeout(120_000);
  const current = readPage(file);
  const n: number = current.blocks.length;
  await openStudio(page, live, editor);
  const row = rowOf(page, current.path);
  await expect(row.getByRole('cell', { name: 'Healthy' })).toBeVisible({ timeout: 30_000 });

  // A button that says nothing out of context: worth improving, not blocking.
  await putDraft(page.request, live, file, {
    ...current,
    blocks: [
      ...current.blocks,
      {
        type: 'cta',
        heading: 'Ready when you are',
        actions: [{ label: 'Click here', opens: 'enquiry' }],
      },
    ],
  });
  await page.reload();
  await expect(row.getByRole('link', { name: '1 thing to improve' })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('link', { name: 'Site health' }).click();
  const listed = page.getByRole('region', { name: current.path, exact: true });
  await expect(listed).toContainText('1 thing to improve', { timeout: 30_000 });
  const place = listed.getByRole('link', { name: new RegExp(`^Block ${n + 1} .*Label`) });
  await expect(place).toBeVisible();
  await place.click();

  await expect(page).toHaveURL(new RegExp(`#/edit/${encodeURIComponent(file)}`));
  const label = page
    .locator('.form-pane')
    .locator(`[data-pointer="/blocks/${n}/actions/0/label"]`)
    .getByRole('textbox', { name: 'Label' });
  await expect(label).toBeFocused({ timeout: 15_000 });
  await expect(label).toHaveValue('Click here');
});

test('page settings show the page as a search result and a shared card, following what is typed', async ({
  live,
  page,
}) => {
  await openStudio(page, live, editor);
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent('pages/careers.json')}`);
  await page.getByRole('button', { name: 'Page settings' }).click();
  const search = page.getByRole('figure', { name: 'In search results' });
  const card = page.getByRole('figure', { name: 'When shared' });
  await expect(search).toContainText(`› careers`);
  // The site's usual picture, loaded (the page has none of its own).
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const long =
    'Careers at a company that builds software products and AI solutions for every kind of customer';
  await page.locator('.form-pane [data-pointer="/title"]').getByRole('textbox').fill(long);
  const title = search.locator('.search-title');
  await expect(title).toHaveText(/…$/);
  const shown = (await title.textContent()) ?? '';
  expect(long.startsWith(shown.slice(0, -1))).toBe(true);
  expect(shown.length).toBeLessThan(long.length);
  await expect(card).toContainText(long.slice(0, 40));
});
