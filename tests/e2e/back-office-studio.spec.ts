import { site } from './content';
import { expect, openStudio, test } from './live-studio-support';
import { waitForIslands } from './support';

// The links between the back office and the page studio, on a server of their own (the studio
// needs a content folder it may publish to).
const { backOffice } = site;
const home = backOffice?.links[0];
if (!backOffice || !home) throw new Error('site.config.json has no back office');
// One live server for both.
test.describe.configure({ mode: 'serial' });

test('an editor who is staff goes from the back office to the studio and back', async ({
  live,
  page,
}) => {
  test.slow();
  await live.addAccount('devi@example.com', 'Devi Both', ['staff', 'editor']);
  await openStudio(page, live, 'devi@example.com');
  const back = page.getByRole('navigation', { name: backOffice.name });
  await back.getByRole('link', { name: home.label }).click();
  await page.waitForURL(`${live.url}${home.href}`);
  await waitForIslands(page);
  const nav = page.getByRole('navigation', { name: backOffice.name });
  await expect(nav.getByRole('link', { name: home.label })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: backOffice.pagesLabel }).click();
  await page.waitForURL(`${live.url}/studio/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an editor who is not staff is offered no way into the back office', async ({
  live,
  page,
}) => {
  test.slow();
  await live.addAccount('ezhil@example.com', 'Ezhil Editor', ['editor']);
  await openStudio(page, live, 'ezhil@example.com');
  // The studio knows its session once it shows the changes panel, which only the site's has.
  await expect(page.locator('#changes-heading')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: backOffice.name })).toHaveCount(0);
  // An editor without staff access is told the back office needs it, not sent to sign in again.
  expect((await page.goto(`${live.url}${home.href}`))?.status()).toBe(403);
  await expect(page.getByRole('link', { name: /another account/ })).toBeVisible();
});
