import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { blocksOf, pageAt, site } from './content';
import { expect, fillForm } from './forms-support';
import { freshEmail, signUp, test } from './accounts-support';
import { waitForIslands } from './support';

// Two-step sign-in from the account page, then signing in with it on the site's login form:
// no session until the code is right, a wrong code refused, a recovery code working once.

const { login } = site.forms;
const [panel] = blocksOf(pageAt('/account'), 'accountPanel');
if (!panel) throw new Error('the account page has no account panel');
const words = panel.twoFactor;
const password = 'ferns beside the old well';

/** The code an authenticator app shows for `key` (as shown, in groups) `ahead` steps from now. */
const codeFor = (key: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

/** The login form, up to the password: the browser is then on the code step. */
async function passwordStep(page: Page, email: string) {
  await page.goto('/loginsignup?next=/account');
  await waitForIslands(page);
  await fillForm(page, login, { email, password });
  await page.getByRole('button', { name: login.submitLabel }).click();
  await page.waitForURL((url) => url.pathname === '/api/login/code');
  // No session yet: only the pending sign-in.
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('session');
}

test('turning on two-step sign-in on the account page, then signing in needs a code; a recovery code works once', async ({
  page,
  context,
}) => {
  const email = freshEmail('two-step');
  await signUp(context, email, password);
  await page.goto('/account');
  await waitForIslands(page);
  const card = page.getByRole('region', { name: words.heading });
  await card.getByRole('button', { name: words.turnOnButton }).click();
  await expect(card.getByRole('img', { name: words.pictureLabel })).toBeVisible();
  const key = (await card.getByTestId('two-factor-key').innerText()).trim();
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const field = card.getByLabel(words.codeLabel);
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await field.fill('000000');
  await card.getByRole('button', { name: words.confirmButton, exact: true }).click();
  await expect(field).toHaveAccessibleDescription(/not right/);
  await field.fill(codeFor(key));
  await card.getByRole('button', { name: words.confirmButton, exact: true }).click();
  const codes = card.getByRole('list', { name: words.codesLabel }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().innerText()).trim();
  await card.getByRole('button', { name: words.savedButton }).click();
  await expect(card).toContainText(words.onText.replace('{left}', '10'));

  // Signed out, the password alone gives no session; a wrong code is refused, the right one works.
  await context.clearCookies();
  await passwordStep(page, email);
  const codeField = page.getByLabel('Six-digit code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toBeFocused();
  await codeField.fill('123456');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('not right');
  // The enrolment used this step's code: the next step's (one step of drift is allowed).
  await page.getByLabel('Six-digit code').fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  await expect(page.getByRole('region', { name: words.heading })).toContainText(
    words.onText.replace('{left}', '10'),
  );

  // A recovery code instead of the app, once.
  for (const attempt of ['works', 'used'] as const) {
    await context.clearCookies();
    await passwordStep(page, email);
    await page.getByText('Lost your phone? Use a recovery code').click();
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Sign in with the recovery code' }).click();
    if (attempt === 'works') await page.waitForURL((url) => url.pathname === '/account');
    else await expect(page.getByRole('alert')).toContainText('used already');
  }
});
