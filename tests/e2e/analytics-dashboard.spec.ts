import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addStaff, addStaffAccount, freshEmail, signIn, signUp, test } from './accounts-support';
import { backOfficeLink, blocksOf, pageAt, pages } from './content';
import { expect, marker } from './forms-support';
import { expectNoViolations, viewports, waitForIslands } from './support';

// Texts come from the /analytics page's JSON, defaults applied.
const [dashboard] = blocksOf(pageAt('/analytics'), 'analyticsDashboard');
if (!dashboard) throw new Error('unexpected page setup');
const password = 'monsoon clouds over the western ghats';
// Pages open to everyone, counted when a person opens them.
const publicPaths = pages
  .filter((page) => !page.access && page.path !== '/404' && page.path !== '/')
  .map((page) => page.path)
  .slice(0, 3);

// A browser's user agent (the headless one's is a robot's, which is not counted), its own per run.
test.use({
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 ${marker('run').replace(/\W/g, '')}`,
});

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const number = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('staff see the pages they viewed counted, download a table as CSV, and keep the range on reload', async ({
  page,
}) => {
  const email = freshEmail('analytics');
  await addStaff(email, password);
  await signIn(page, email, password, '/leads');
  for (const path of publicPaths) await page.goto(path);
  await page.goto(publicPaths[0]!);

  await page.goto('/leads');
  await backOfficeLink(page, '/analytics').click();
  await expect(page).toHaveURL(/\/analytics$/);
  await waitForIslands(page);
  const pagesTable = table(page, dashboard.pages.heading);
  await expect(pagesTable).toBeVisible();
  for (const path of publicPaths) {
    const row = pagesTable.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: path, exact: true }),
    });
    const views = number(await row.getByRole('cell').first().textContent());
    expect(views, path).toBeGreaterThanOrEqual(path === publicPaths[0] ? 2 : 1);
  }
  const totals = page.getByRole('term').filter({ hasText: dashboard.viewsLabel });
  await expect(totals).toHaveCount(1);
  await expect(page.getByRole('img', { name: dashboard.chartHeading })).toBeVisible();

  const download = page.waitForEvent('download');
  await page
    .getByRole('button', {
      name: dashboard.downloadLabel.replace('{table}', dashboard.pages.heading),
    })
    .click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    [
      dashboard.pageColumn,
      dashboard.viewsLabel,
      dashboard.visitorsLabel,
      dashboard.enquiriesLabel,
      dashboard.conversionLabel,
    ]
      .map((label) => `"${label}"`)
      .join(','),
  );
  for (const path of publicPaths)
    expect(rows.some((row) => row.startsWith(`"${path}",`))).toBe(true);

  // A quick choice and a typed range are in the address: reload and Back show them again.
  const quick = page
    .getByRole('navigation', { name: dashboard.quickLabel })
    .getByRole('link', { name: dashboard.lastDaysLabel.replace('{days}', '7') });
  await quick.click();
  await expect(page).toHaveURL(/\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  const seven = new URL(page.url()).search;
  const form = page.getByRole('form', { name: dashboard.rangeLabel });
  await form.getByLabel(dashboard.fromLabel).fill('2025-01-01');
  await form.getByLabel(dashboard.toLabel).fill('2025-01-31');
  await form.getByRole('button', { name: dashboard.applyLabel }).click();
  await expect(page).toHaveURL(/\?from=2025-01-01&to=2025-01-31$/);
  await expect(page.getByText(dashboard.pages.emptyText)).toBeVisible();
  await page.reload();
  await waitForIslands(page);
  await expect(form.getByLabel(dashboard.fromLabel)).toHaveValue('2025-01-01');
  await expect(form.getByLabel(dashboard.toLabel)).toHaveValue('2025-01-31');
  await expect(page.getByText(dashboard.pages.emptyText)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${seven.replace(/[?]/g, '\\?')}$`));
  await expect(form.getByLabel(dashboard.fromLabel)).toHaveValue(
    new URLSearchParams(seven).get('from')!,
  );
  await expect(pagesTable).toBeVisible();
});

test('an editor opens the dashboard; a visitor’s account is refused, and so is its API', async ({
  browser,
  page,
}) => {
  const editor = freshEmail('editor');
  await addStaffAccount({
    dataDir: process.env.E2E_DATA_DIR ?? 'test-results/e2e-data',
    email: editor,
    name: 'Ezhil Editor',
    password,
    roles: ['editor'],
  });
  await signIn(page, editor, password, '/analytics');
  await waitForIslands(page);
  await expect(
    table(page, dashboard.sources.heading).or(page.getByText(dashboard.sources.emptyText)),
  ).toBeVisible();

  const anonymous = await browser.newContext();
  const tab = await anonymous.newPage();
  await tab.goto('/analytics');
  expect(new URL(tab.url()).pathname).toBe('/loginsignup');
  // Not for search engines: out of the sitemap.
  const sitemap = await (await anonymous.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/analytics<');
  await anonymous.close();

  const context = await browser.newContext();
  await signUp(context, freshEmail('visitor'), password);
  expect((await context.request.get('/api/analytics?from=2025-01-01&to=2025-01-02')).status()).toBe(
    403,
  );
  const visitor = await context.newPage();
  const opened = await visitor.goto('/analytics');
  expect(opened?.status()).toBe(403);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('table')).toHaveCount(0);
  await context.close();
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the dashboard has no axe violations and fits at ${name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = freshEmail('analyticsaxe');
    await addStaff(email, password);
    await signIn(page, email, password, publicPaths[0]!);
    await page.goto('/analytics');
    await waitForIslands(page);
    await expect(table(page, dashboard.pages.heading)).toBeVisible();
    await page.locator('summary').filter({ hasText: dashboard.chartTableLabel }).click();
    await expect(table(page, dashboard.chartTableLabel)).toBeVisible();
    await expectNoViolations(page, `/analytics at ${name}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
