import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addStaff, freshEmail, logIn, sendEnquiry, signIn, signUp, test } from './accounts-support';
import { blocksOf, pageAt } from './content';
import { expect, marker } from './forms-support';
import { expectNoViolations, viewports, waitForIslands } from './support';

// Texts come from the /account page's JSON, defaults applied.
const [panel] = blocksOf(pageAt('/account'), 'accountPanel');
if (!panel) throw new Error('unexpected page setup');
const password = 'jasmine sellers near the temple gate';
const newPassword = 'filter coffee in a steel tumbler';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('shows the account and its enquiries; a new password ends the other sessions; deleting it', async ({
  browser,
  page,
}) => {
  const email = freshEmail('visitor');
  await signUp(page.context(), email, password);
  const text = marker('Quote for a delivery app');
  await sendEnquiry(page, '/mobile-app-development', text);

  // The same account logged in elsewhere.
  const other = await browser.newContext();
  const login = await other.request.post('/api/login', { data: { email, password } });
  expect(login.status()).toBe(200);

  await page.goto('/account');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(panel.heading);
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
  const enquiries = page.getByRole('region', { name: panel.leadsHeading });
  await expect(enquiries.getByText(text)).toBeVisible();
  await expect(enquiries).toContainText('/mobile-app-development');
  await expect(page.getByRole('link', { name: panel.staffLinkText })).toHaveCount(0);

  const change = page.getByRole('region', { name: panel.passwordHeading });
  await field(page, panel.currentPasswordLabel).fill('not the password at all');
  await field(page, panel.newPasswordLabel).fill(newPassword);
  await change.getByRole('button', { name: panel.passwordButton }).click();
  await expect(field(page, panel.currentPasswordLabel)).toHaveAccessibleDescription(/\S/);
  await expect(field(page, panel.currentPasswordLabel)).toBeFocused();

  await field(page, panel.newPasswordLabel).fill('abcdefgh');
  await field(page, panel.currentPasswordLabel).fill(password);
  await change.getByRole('button', { name: panel.passwordButton }).click();
  await expect(field(page, panel.newPasswordLabel)).toHaveAccessibleDescription(/\S/);

  await field(page, panel.currentPasswordLabel).fill(password);
  await field(page, panel.newPasswordLabel).fill(newPassword);
  await change.getByRole('button', { name: panel.passwordButton }).click();
  await expect(change.getByRole('status')).toHaveText(/\S/);
  await expect(field(page, panel.currentPasswordLabel)).toHaveValue('');
  await expect(field(page, panel.currentPasswordLabel)).not.toHaveAttribute('aria-invalid');
  expect((await other.request.get('/api/account')).status()).toBe(401);
  expect((await page.request.get('/api/account')).status()).toBe(200);
  await other.close();

  const remove = page.getByRole('region', { name: panel.deleteHeading });
  await remove.getByLabel(panel.deletePasswordLabel, { exact: true }).fill(newPassword);
  await remove.getByRole('button', { name: panel.deleteButton }).click();
  await expect(remove.getByText(panel.deleteConfirmError)).toBeVisible();
  await expect(remove.getByRole('checkbox', { name: panel.deleteConfirmLabel })).toBeFocused();
  await remove.getByRole('checkbox', { name: panel.deleteConfirmLabel }).check();
  await remove.getByRole('button', { name: panel.deleteButton }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/account')).status()).toBe(401);
  const again = await page.request.post('/api/login', {
    data: { email, password: newPassword },
  });
  expect(again.status()).toBe(401);
});

test('sends a visitor who is not logged in to log in first, then back', async ({ page }) => {
  await page.goto('/account');
  expect(new URL(page.url()).pathname).toBe('/loginsignup');
  const email = freshEmail('back');
  await signUp(page.context(), email, password);
  await page.context().clearCookies();
  await logIn(page, email, password, '/account');
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
});

test('shows staff the way to the leads inbox', async ({ page }) => {
  const email = freshEmail('staffacct');
  await addStaff(email, password);
  await signIn(page, email, password, '/account');
  await page.getByRole('link', { name: panel.staffLinkText }).click();
  await expect(page).toHaveURL(/\/leads$/);
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the account page has no axe violations and fits at ${name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUp(page.context(), freshEmail('axe'), password);
    await sendEnquiry(page, '/mobile-app-development', marker('Axe check'));
    await page.goto('/account');
    await waitForIslands(page);
    await expect(page.getByRole('region', { name: panel.leadsHeading })).toBeVisible();
    await expectNoViolations(page, `/account at ${name}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a visitor downloads their data, then erases it and is logged out', async ({ page }) => {
  const email = freshEmail('visitor');
  await signUp(page.context(), email, password);
  const text = marker('An enquiry to erase later');
  await sendEnquiry(page, '/mobile-app-development', text);

  await page.goto('/account');
  await waitForIslands(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: panel.downloadLabel }).click();
  const data = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(data.account.email).toBe(email);
  expect(JSON.stringify(data.leads)).toContain(text);

  const erase = page.getByRole('region', { name: panel.eraseHeading });
  const confirm = erase.getByRole('checkbox', { name: panel.eraseConfirmLabel });
  await erase.getByLabel(panel.deletePasswordLabel, { exact: true }).fill(password);
  await erase.getByRole('button', { name: panel.eraseButton }).click();
  await expect(erase.getByText(panel.deleteConfirmError)).toBeVisible();
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Space');
  await erase.getByRole('button', { name: panel.eraseButton }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/account')).status()).toBe(401);
  const again = await page.request.post('/api/login', { data: { email, password } });
  expect(again.status()).toBe(401);
});
