import { test } from '@playwright/test';
import { waitForHydration, watchConsole } from './support';
import { abortApi, expect, expectedNetworkNoise, failApi, marker } from './forms-support';

test.beforeEach(async ({ page }) => {
  await page.goto('/loginsignup');
  await waitForHydration(page);
});

test('switches between Login and Sign Up; Sign Up adds the name field', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Click here' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  const agreement = page.getByText('By continuing, I agree to the terms of use & privacy policy');
  await expect(agreement).toBeVisible();
  await expect(page.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await expect(page.getByRole('link', { name: 'privacy policy' }).first()).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await page.getByRole('button', { name: 'Login here' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
});

test('requires the agreement and a real e-mail address', async ({ page }) => {
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever it is');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Enter a valid e-mail address, like name@example.com.'),
  ).toBeVisible();
  await expect(
    page.getByText('Please accept the terms of use and privacy policy to continue.'),
  ).toBeVisible();
});

test('signs up, stores the token and goes home; then logs in again', async ({ page }) => {
  const console = watchConsole(page);
  const email = `${marker('user').replace(/[^a-z0-9]/gi, '')}@example.com`.toLowerCase();
  const password = 'monsoon evenings on marina beach';
  await page.getByRole('button', { name: 'Click here' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lakshmi Narayanan');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('one of the most common', { exact: false }).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => localStorage.getItem('aut-token'));
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  await page.evaluate(() => localStorage.removeItem('aut-token'));
  await page.goto('/loginsignup');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Click here' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lakshmi N');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').first()).toContainText('already exists');

  await page.getByRole('button', { name: 'Login here' }).click();
  await page.getByLabel('Email').fill(email);
  await page
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill('wrong password entirely');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('aut-token'))).toMatch(
    /^[\w-]+\.[\w-]+\.[\w-]+$/,
  );
  // Expected answers of the API (400, 409, 401) are logged by the browser as failed resources.
  expect(console.problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('shows server and network failures inline', async ({ page }) => {
  const console = watchConsole(page);
  await failApi(page, '/login', 500);
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a long enough password');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please try again.');
  await page.unroute('**/api/login');
  await abortApi(page, '/login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Network error. Please try again later.');
  expect(await page.evaluate(() => localStorage.getItem('aut-token'))).toBeNull();
  expect(console.problems.filter((p) => !expectedNetworkNoise(p))).toEqual([]);
});

test('says beside the password field why a weak password is refused', async ({ page }) => {
  await page.getByRole('button', { name: 'Click here' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lakshmi Narayanan');
  const email = `${marker('weak').replace(/[^a-z0-9]/gi, '')}@example.com`.toLowerCase();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox').check();
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('abcdefgh');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(password).toHaveAccessibleDescription(/sequence/i);
  await password.fill('        ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(password).toHaveAccessibleDescription(/repeat/i);
  await expect(page).toHaveURL(/\/loginsignup$/);
});
