import { test } from '@playwright/test';
import { waitForIslands, watchConsole } from './support';
import { blocksOf, literal, pageAt, requiredText, site } from './content';
import {
  abortApi,
  control,
  expect,
  expectedNetworkNoise,
  exportedLeads,
  failApi,
  fillForm,
  marker,
  slowApi,
} from './forms-support';

// Labels, button texts and messages come from the enquiry form in site.config.json, the button
// labels from the page's JSON (see content.ts): the tests check the form's behaviour.
const form = site.forms.enquiry;
const page_ = '/mobile-app-development';
const dialogButtons = pageAt(page_).blocks.flatMap((block) =>
  'actions' in block
    ? block.actions.flatMap((a) => ('opens' in a && a.opens === 'enquiry' ? [a.label] : []))
    : [],
);
const [hero] = blocksOf(pageAt(page_), 'hero');
const openerName = hero?.actions.find((a) => 'opens' in a)?.label ?? '';
const otherOpener = dialogButtons.find((label) => label !== openerName) ?? '';
const dialogName = form.title ?? form.submitLabel;
const [firstField] = form.fields;
if (!firstField || !openerName || !otherOpener) throw new Error('unexpected enquiry setup');
const person = (message: string, phone?: string) => ({
  fname: 'Asha',
  lname: 'Raman',
  email: 'asha@example.com',
  ...(phone === undefined ? {} : { mobile: phone }),
  message,
});

test.describe('service-page enquiry popup', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(page_);
    await waitForIslands(page);
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
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await expect(control(dialog, form, firstField.name)).toBeFocused();
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

    // Another button further down opens the same popup.
    await page.getByRole('link', { name: otherOpener, exact: true }).click();
    await expect(dialog).toBeVisible();
    console.expectClean();
  });

  test('shows what is missing or wrong beside each field', async ({ page }) => {
    await page.getByRole('link', { name: openerName }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: form.submitLabel }).click();
    for (const field of form.fields.filter((f) => f.required))
      await expect(dialog.getByText(requiredText(field))).toBeVisible();
    await expect(control(dialog, form, firstField.name)).toHaveAttribute('aria-invalid', 'true');

    await fillForm(dialog, form, { email: 'asha@', mobile: '98765' });
    await dialog.getByRole('button', { name: form.submitLabel }).click();
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
    await fillForm(dialog, form, person(text, '98765 43210'));
    await dialog.getByRole('button', { name: form.submitLabel }).click();
    await expect(dialog.getByRole('button', { name: form.pendingLabel })).toBeDisabled();
    const done = dialog.getByRole('status');
    await expect(done).toHaveText(form.success.message);
    await expect(done).toHaveCSS('color', 'rgb(20, 108, 46)');
    await expect(control(dialog, form, 'fname')).toHaveValue('');
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
    await fillForm(dialog, form, person('Hello'));
    await dialog.getByRole('button', { name: form.submitLabel }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'We are updating our systems. Please try again in a few minutes.',
    );
    await expect(control(dialog, form, 'fname')).toHaveValue('Asha');
    await expect(control(dialog, form, 'message')).toHaveValue('Hello');

    await page.unroute('**/api/pclinfo');
    await failApi(page, '/pclinfo', 500);
    await dialog.getByRole('button', { name: form.submitLabel }).click();
    await expect(dialog.getByRole('alert')).toHaveText(form.messages.failure);
    await expect(dialog).toBeVisible();
  });

  test('says so when the network is down, values kept', async ({ page }) => {
    const console = watchConsole(page);
    await abortApi(page, '/pclinfo');
    await page.getByRole('link', { name: openerName }).first().click();
    const dialog = page.getByRole('dialog');
    await fillForm(dialog, form, person('Hi'));
    await dialog.getByRole('button', { name: form.submitLabel }).click();
    await expect(dialog.getByRole('alert')).toHaveText(form.messages.network);
    await expect(control(dialog, form, 'email')).toHaveValue('asha@example.com');
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
    await fillForm(dialog, form, person('Hi'));
    await dialog.getByRole('button', { name: form.submitLabel }).click();
    await expect(dialog.getByText('This address cannot receive mail.')).toBeVisible();
    await expect(control(dialog, form, 'email')).toHaveAttribute('aria-invalid', 'true');
  });
});

test('without JavaScript the dialog buttons lead to a page with the same form inline', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(page_);
  const opener = page.getByRole('link', { name: openerName }).first();
  // A plain link until scripts run: it does not announce a dialog it cannot open.
  await expect(opener).not.toHaveAttribute('aria-haspopup', /.*/);
  await opener.click();
  await expect(page).toHaveURL(new RegExp(`${literal(site.dialogPages.enquiry.href)}$`));
  const inline = page.getByRole('form', { name: site.forms.enquiry.title });
  await expect(inline.getByRole('button', { name: site.forms.enquiry.submitLabel })).toBeEnabled();
  await context.close();
});
