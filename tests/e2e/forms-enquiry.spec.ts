import { test } from '@playwright/test';
import { waitForHydration, watchConsole } from './support';
import {
  abortApi,
  expect,
  expectedNetworkNoise,
  exportedLeads,
  failApi,
  fillPerson,
  marker,
  slowApi,
} from './forms-support';

const page_ = '/mobile-app-development';
const openerName = 'Build my Mobile Development';

test.describe('service-page enquiry popup', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(page_);
    await waitForHydration(page);
  });

  test('opens from the hero button as a modal and closes by Escape, cross and backdrop', async ({
    page,
  }) => {
    const console = watchConsole(page);
    // The forms code (react-hook-form, zod, phone input) is not part of the first load.
    const formScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((url) => /\/assets\/(Form|DialogOutlet)-[^/]+\.js$/.test(url)),
      );
    expect(await formScripts()).toEqual([]);
    const opener = page.getByRole('link', { name: openerName }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    expect(await formScripts()).toHaveLength(2);

    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 10); // the dark backdrop
    await expect(dialog).toBeHidden();

    // CONTACT US further down opens the same popup.
    await page.getByRole('link', { name: 'CONTACT US', exact: true }).click();
    await expect(dialog).toBeVisible();
    console.expectClean();
  });

  test('shows what is missing or wrong beside each field', async ({ page }) => {
    await page.getByRole('link', { name: openerName }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('First Name is required.')).toBeVisible();
    await expect(dialog.getByText('Last Name is required.')).toBeVisible();
    await expect(dialog.getByText('Email is required.')).toBeVisible();
    await expect(dialog.getByText('Message is required.')).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email').fill('asha@');
    await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('98765');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(
      dialog.getByText('Enter a valid e-mail address, like name@example.com.'),
    ).toBeVisible();
    await expect(
      dialog.getByText('Enter a valid phone number for the selected country.'),
    ).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('IN');
  });

  test('sends to the server, says so in green, clears and closes without reloading', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const text = marker('Need an Android app for field sales');
    await slowApi(page, '/pclinfo');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: openerName }).first().click();
    const dialog = page.getByRole('dialog');
    await fillPerson(dialog, {
      first: 'Asha',
      last: 'Raman',
      email: 'asha@example.com',
      phone: '98765 43210',
      message: text,
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const done = dialog.getByRole('status');
    await expect(done).toHaveText('Message sent successfully!');
    await expect(done).toHaveCSS('color', 'rgb(20, 108, 46)');
    await expect(dialog.getByLabel('First Name')).toHaveValue('');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(page.url()).toMatch(/\/mobile-app-development$/);

    const lead = exportedLeads().find((l) => l.fields.message === text);
    expect(lead).toMatchObject({
      form: 'enquiry',
      page: '/mobile-app-development',
      fields: { fname: 'Asha', lname: 'Raman', email: 'asha@example.com', mobile: '+919876543210' },
    });
    console.expectClean();
  });

  test('keeps the values and shows the server message when the server refuses', async ({
    page,
  }) => {
    await failApi(page, '/pclinfo', 503, {
      message: 'We are updating our systems. Please try again in a few minutes.',
    });
    await page.getByRole('link', { name: openerName }).first().click();
    const dialog = page.getByRole('dialog');
    await fillPerson(dialog, {
      first: 'Asha',
      last: 'Raman',
      email: 'asha@example.com',
      message: 'Hello',
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'We are updating our systems. Please try again in a few minutes.',
    );
    await expect(dialog.getByLabel('First Name')).toHaveValue('Asha');
    await expect(dialog.getByLabel('Message')).toHaveValue('Hello');

    await page.unroute('**/api/pclinfo');
    await failApi(page, '/pclinfo', 500);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Submission failed.');
    await expect(dialog).toBeVisible();
  });

  test('says so when the network is down, values kept', async ({ page }) => {
    const console = watchConsole(page);
    await abortApi(page, '/pclinfo');
    await page.getByRole('link', { name: openerName }).first().click();
    const dialog = page.getByRole('dialog');
    await fillPerson(dialog, {
      first: 'Asha',
      last: 'Raman',
      email: 'asha@example.com',
      message: 'Hi',
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'An unexpected error occurred. Please try again.',
    );
    await expect(dialog.getByLabel('Email')).toHaveValue('asha@example.com');
    expect(console.problems.filter((p) => !expectedNetworkNoise(p))).toEqual([]);
  });

  test("shows the server's per-field errors beside the fields", async ({ page }) => {
    await failApi(page, '/pclinfo', 400, {
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: { email: 'This address cannot receive mail.' },
    });
    await page.getByRole('link', { name: openerName }).first().click();
    const dialog = page.getByRole('dialog');
    await fillPerson(dialog, { first: 'A', last: 'B', email: 'a@example.com', message: 'Hi' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('This address cannot receive mail.')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

test('without JavaScript the dialog buttons lead to the contact page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(page_);
  await page.getByRole('link', { name: openerName }).first().click();
  await expect(page).toHaveURL(/\/contact-info$/);
  // The contact page offers the phone and e-mail, and its form explains itself in <noscript>
  // (a browser with scripting off shows it; Playwright only stops scripts, so check the markup).
  await expect(page.getByRole('link', { name: 'hello@aruvi.example' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 44 4000 0000' }).first()).toBeVisible();
  expect(await page.locator('form noscript').textContent()).toContain(
    'This form needs JavaScript. You can also e-mail hello@aruvi.example',
  );
  await context.close();
});
