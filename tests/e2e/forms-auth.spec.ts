import { test } from '@playwright/test';
import { loggedInAs, waitForIslands, watchConsole } from './support';
import { blocksOf, fieldOf, pageAt, requiredText, site } from './content';
import { abortApi, control, expect, expectedNetworkNoise, failApi, marker } from './forms-support';

// Texts come from the login page's JSON and the login and sign-up forms in site.config.json.
const { login, signup } = site.forms;
const [block] = blocksOf(pageAt('/loginsignup'), 'authForm');
if (!block) throw new Error('the login page has no authForm block');
const agreement = fieldOf(signup, 'agree');
if (agreement.type !== 'checkbox') throw new Error('the agreement must be a checkbox');
const title = (form: typeof login) => form.title ?? form.submitLabel;
/** The agreement's label as a visitor reads it: "{0}" and "{1}" replaced by the link texts. */
const agreementText = agreement.label.replace(/\{(\d+)\}/g, (_, i: string) =>
  String(agreement.links[Number(i)]?.label),
);

test.beforeEach(async ({ page }) => {
  await page.goto('/loginsignup');
  await waitForIslands(page);
});

test('switches between Login and Sign Up; Sign Up adds the name field', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(login), {
    useInnerText: true,
  });
  await expect(control(page, signup, 'username')).toHaveCount(0);
  await page.getByRole('link', { name: block.login.switchLink }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(signup), {
    useInnerText: true,
  });
  await expect(control(page, signup, 'username')).toBeVisible();
  await expect(
    page.getByRole('form', { name: title(signup) }).getByText(agreementText),
  ).toBeVisible();
  for (const link of agreement.links)
    await expect(page.getByRole('link', { name: link.label }).first()).toHaveAttribute(
      'href',
      link.href,
    );
  await page.getByRole('link', { name: block.signup.switchLink }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(login), {
    useInnerText: true,
  });
});

test('a login asks for a real e-mail address and no agreement; a sign-up for the agreement', async ({
  page,
}) => {
  // The terms are accepted once, when the account is made, not at every login.
  await expect(page.getByRole('form', { name: title(login) }).getByRole('checkbox')).toHaveCount(0);
  await control(page, login, 'email').fill('not-an-address');
  await control(page, login, 'password').fill('whatever it is');
  await page.getByRole('button', { name: login.submitLabel }).click();
  await expect(
    page.getByText('Enter a valid e-mail address, like name@example.com.'),
  ).toBeVisible();
  await page.getByRole('link', { name: block.login.switchLink }).click();
  await page.getByRole('button', { name: signup.submitLabel }).click();
  await expect(page.getByText(requiredText(agreement))).toBeVisible();
});

test('signs up, stores the token and goes home; then logs in again', async ({ page }) => {
  const console = watchConsole(page);
  const email = `${marker('user').replace(/[^a-z0-9]/gi, '')}@example.com`.toLowerCase();
  const password = 'monsoon evenings on marina beach';
  await page.getByRole('link', { name: block.login.switchLink }).click();
  await control(page, signup, 'username').fill('Lakshmi Narayanan');
  await control(page, signup, 'email').fill(email);
  await control(page, signup, 'password').fill('password123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: signup.submitLabel }).click();
  await expect(page.getByText('one of the most common', { exact: false }).first()).toBeVisible();

  await control(page, signup, 'password').fill(password);
  await page.getByRole('button', { name: signup.submitLabel }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await loggedInAs(page)).toBe(email);

  await page.context().clearCookies();
  await page.goto('/loginsignup');
  await waitForIslands(page);
  await page.getByRole('link', { name: block.login.switchLink }).click();
  await control(page, signup, 'username').fill('Lakshmi N');
  await control(page, signup, 'email').fill(email.toUpperCase());
  await control(page, signup, 'password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: signup.submitLabel }).click();
  await expect(page.getByRole('alert').first()).toContainText('already exists');

  await page.getByRole('link', { name: block.signup.switchLink }).click();
  await control(page, login, 'email').fill(email);
  await control(page, login, 'password').fill('wrong password entirely');
  await page.getByRole('button', { name: login.submitLabel }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
  await expect(control(page, login, 'email')).toHaveValue(email);

  await control(page, login, 'password').fill(password);
  await page.getByRole('button', { name: login.submitLabel }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await loggedInAs(page)).toBe(email);
  // Page scripts never see the session.
  expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
  // Expected answers of the API (400, 409, 401) are logged by the browser as failed resources.
  expect(console.problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('shows server and network failures inline', async ({ page }) => {
  const console = watchConsole(page);
  await failApi(page, '/login', 500);
  await control(page, login, 'email').fill('someone@example.com');
  await control(page, login, 'password').fill('a long enough password');
  await page.getByRole('button', { name: login.submitLabel }).click();
  await expect(page.getByRole('alert')).toHaveText(login.messages.failure);
  await page.unroute('**/api/login');
  await abortApi(page, '/login');
  await page.getByRole('button', { name: login.submitLabel }).click();
  await expect(page.getByRole('alert')).toHaveText(login.messages.network);
  expect(await loggedInAs(page)).toBeUndefined();
  expect(console.problems.filter((p) => !expectedNetworkNoise(p))).toEqual([]);
});

test('says beside the password field why a weak password is refused', async ({ page }) => {
  await page.getByRole('link', { name: block.login.switchLink }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lakshmi Narayanan');
  const email = `${marker('weak').replace(/[^a-z0-9]/gi, '')}@example.com`.toLowerCase();
  await control(page.getByRole('form', { name: title(signup) }), signup, 'email').fill(email);
  await page.getByRole('checkbox').check();
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('abcdefgh');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(password).toHaveAccessibleDescription(/sequence/i);
  await password.fill('        ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(password).toHaveAccessibleDescription(/repeat/i);
  // Answered in the page by the scripted form: no post, the address names only the mode.
  await expect(page).toHaveURL(/\/loginsignup#signup$/);
});
