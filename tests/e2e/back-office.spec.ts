import type { Page } from '@playwright/test';
import { addStaff, freshEmail, logIn, signIn, signUp, test } from './accounts-support';
import { blocksOf, pageAt, site } from './content';
import { expect } from './forms-support';
import { waitForIslands } from './support';

// The back office's words come from site.config.json, the inbox's from the /leads page.
const { backOffice } = site;
const [inbox] = blocksOf(pageAt('/leads'), 'leadsInbox');
if (!backOffice || !inbox) throw new Error('unexpected site setup');
const [leads, spam] = backOffice.links;
if (!leads || !spam) throw new Error('the back office needs its Leads and Spam links');
const password = 'egrets over the paddy at first light';

const staffNav = (page: Page) => page.getByRole('navigation', { name: backOffice.name });
const navLink = (page: Page, label: string) => staffNav(page).getByRole('link', { name: label });

test('staff sign in to a back office of its own, move from Leads to Spam and sign out', async ({
  page,
}) => {
  test.slow();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const email = freshEmail('backoffice');
  await addStaff(email, password);
  await logIn(page, email, password, '/leads');
  scripts.length = 0;
  await page.reload();
  await waitForIslands(page);

  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: new RegExp(site.company.name) })).toBeVisible();
  await expect(
    banner.getByText(backOffice.signedInText.replace('{name}', 'Inbox Tester')),
  ).toBeVisible();
  // None of the public site's chrome, nor its floating buttons' and chat's code.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator(`a[href="${site.company.messagingApp.url}"]`)).toHaveCount(0);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(page.getByRole('form', { name: inbox.filtersLabel })).toBeVisible();
  expect(scripts.filter((path) => /FloatingCluster|ChatPanel|menus/.test(path))).toEqual([]);

  // Staff without the editor role are not offered the studio.
  await expect(navLink(page, leads.label)).toHaveAttribute('aria-current', 'page');
  await expect(navLink(page, backOffice.pagesLabel)).toHaveCount(0);

  await navLink(page, spam.label).click();
  await expect(page).toHaveURL(/\/leads\?status=spam$/);
  await expect(navLink(page, spam.label)).toHaveAttribute('aria-current', 'page');
  await expect(navLink(page, leads.label)).not.toHaveAttribute('aria-current');

  // The inbox leaves its views to this navigation: one set of links, not two. The mark follows
  // the address, and Back.
  await expect(page.getByRole('navigation', { name: inbox.viewsLabel })).toHaveCount(0);
  await navLink(page, leads.label).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(navLink(page, leads.label)).toHaveAttribute('aria-current', 'page');
  await expect(navLink(page, spam.label)).not.toHaveAttribute('aria-current');
  await page.goBack();
  await expect(page).toHaveURL(/\/leads\?status=spam$/);
  await expect(navLink(page, spam.label)).toHaveAttribute('aria-current', 'page');

  await banner.getByRole('button', { name: backOffice.signOutLabel }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/leads');
  expect(new URL(page.url()).pathname).toBe('/loginsignup');
});

test('the skip link is the first stop and leads past the header to the inbox', async ({ page }) => {
  test.slow();
  const email = freshEmail('backofficekeys');
  await addStaff(email, password);
  await signIn(page, email, password, '/leads');
  await waitForIslands(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: backOffice.skipLinkLabel });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // From the top, the keyboard meets the skip link, the brand, Sign out, then the navigation.
  await page.reload();
  await waitForIslands(page);
  const stops = [
    skip,
    page.getByRole('banner').getByRole('link', { name: new RegExp(site.company.name) }),
    page.getByRole('button', { name: backOffice.signOutLabel }),
    navLink(page, leads.label),
    navLink(page, spam.label),
  ];
  for (const stop of stops) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
  }
});

test('a visitor account and an anonymous visitor never see the back office', async ({
  browser,
  page,
}) => {
  await page.goto('/leads');
  expect(new URL(page.url()).pathname).toBe('/loginsignup');
  await expect(staffNav(page)).toHaveCount(0);
  const context = await browser.newContext();
  await signUp(context, freshEmail('visitorbo'), password);
  const tab = await context.newPage();
  // Signed in without staff access: told so, on the page itself, with no back office.
  expect((await tab.goto('/leads'))?.status()).toBe(403);
  await expect(tab.getByRole('link', { name: /another account/ })).toBeVisible();
  await expect(staffNav(tab)).toHaveCount(0);
  await context.close();
});
