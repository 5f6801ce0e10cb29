import { test } from '@playwright/test';
import { waitForHydration, watchConsole } from './support';
import {
  abortApi,
  expect,
  expectedNetworkNoise,
  exportedCsv,
  exportedLeads,
  failApi,
  fillPerson,
  marker,
  slowApi,
} from './forms-support';

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact-info');
    await waitForHydration(page);
  });

  test('shows the company info panel from the site config', async ({ page }) => {
    const panel = page.locator('#reach-us');
    await expect(panel.getByRole('link', { name: '+91 44 4000 0000' })).toHaveAttribute(
      'href',
      'tel:+914440000000',
    );
    await expect(panel.getByRole('link', { name: '+91 90000 00000' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'hello@aruvi.example' })).toHaveAttribute(
      'href',
      'mailto:hello@aruvi.example',
    );
    await expect(panel.getByText('Anna Salai, Chennai')).toBeVisible();
    await expect(panel.getByText('Monday to Friday 10 AM - 6 PM')).toBeVisible();
    await expect(panel.getByText('Saturday and Sunday closed')).toBeVisible();
  });

  test('validates, submits to the server, thanks for 5 seconds and clears', async ({ page }) => {
    const console = watchConsole(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '6');
    // The form's code loads when the visitor reaches for it.
    await form.hover();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('First Name is required.')).toBeVisible();
    await expect(form.getByText('Message is required.')).toBeVisible();

    const text = marker('=SUM(A1) <script>alert(1)</script> we need an ERP');
    await slowApi(page, '/pclinfo');
    await fillPerson(form, {
      first: '+Meena',
      last: 'Krishnan',
      email: 'meena@example.com',
      message: text,
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const thanks = form.getByRole('status');
    await expect(thanks).toHaveText('Thank you! Your form has been submitted.');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(thanks).toBeHidden({ timeout: 9000 });

    const lead = exportedLeads().find((l) => l.fields.message === text);
    expect(lead).toMatchObject({
      form: 'contact',
      page: '/contact-info',
      fields: { fname: '+Meena' },
    });
    // In the CSV the company opens, formula-like cells are text.
    const row = exportedCsv()
      .split('\r\n')
      .find((line) => line.includes(text.slice(-12)));
    expect(row).toContain(",'+Meena,");
    expect(row).toContain(`'=SUM(A1) <script>alert(1)</script>`);
    console.expectClean();
  });

  test('shows the server message or its own, and clears old messages on each submit', async ({
    page,
  }) => {
    const form = page.getByRole('form', { name: 'Send us a message' });
    await fillPerson(form, {
      first: 'Meena',
      last: 'K',
      email: 'meena@example.com',
      message: 'Hello',
    });
    await failApi(page, '/pclinfo', 500);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(form.getByLabel('First Name')).toHaveValue('Meena');

    await page.unroute('**/api/pclinfo');
    await failApi(page, '/pclinfo', 429, { message: 'Too many attempts from your network.' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many attempts from your network.');

    await page.unroute('**/api/pclinfo');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! Your form has been submitted.');
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('says when the network is down', async ({ page }) => {
    const console = watchConsole(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await abortApi(page, '/pclinfo');
    await fillPerson(form, {
      first: 'Meena',
      last: 'K',
      email: 'meena@example.com',
      message: 'Hello',
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Network error. Please try again later.');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
    expect(console.problems.filter((p) => !expectedNetworkNoise(p))).toEqual([]);
  });
});

test('contact page: what is typed before the form code arrives is kept, focus too', async ({
  page,
}) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/InteractiveForm-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/contact-info');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await form.getByLabel('First Name').fill('Meena');
  await form.getByLabel('Message').click();
  await page.keyboard.type('Typed before the form loaded');
  // Records where focus is when the forms swap (the observer runs right after that task), so a
  // key pressed at that moment would land in the field, not on the page.
  await form.evaluate((el) => {
    const seen: string[] = [];
    Object.assign(window, { focusAtSwap: seen });
    new MutationObserver(() => seen.push(document.activeElement?.tagName ?? '')).observe(
      el.parentElement!,
      { childList: true },
    );
  });
  release();
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(form.getByLabel('First Name')).toHaveValue('Meena');
  await expect(form.getByLabel('Message')).toHaveValue('Typed before the form loaded');
  await expect(form.getByLabel('Message')).toBeFocused();
  expect(
    await page.evaluate(() => (window as unknown as { focusAtSwap: string[] }).focusAtSwap),
  ).toEqual(['TEXTAREA']);
});

test.describe('careers application dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
  });

  test('applies for a position and thanks on the page after the dialog closes', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const text = marker('Four years of Laravel, portfolio at example.com/me');
    await page.getByRole('link', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Apply for this position' });
    // The position list shows the job whose button was pressed.
    await expect(dialog.getByRole('combobox', { name: 'Position' })).toHaveValue('PHP DEVELOPER');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByText('Email is required.')).toBeVisible();
    await fillPerson(dialog, {
      first: 'Vikram',
      last: 'Iyer',
      email: 'vikram@example.com',
      message: text,
    });
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog).toBeHidden();
    const toast = page
      .getByRole('status')
      .filter({ hasText: 'Thank you! Your form has been submitted.' });
    await expect(toast).toBeVisible();
    await expect(page.getByText('Thank you! Your form has been submitted.')).toBeHidden({
      timeout: 9000,
    });
    const lead = exportedLeads().find((l) => l.fields.message === text);
    expect(lead).toMatchObject({
      form: 'application',
      subject: 'PHP DEVELOPER',
      page: '/careers',
      fields: { position: 'PHP DEVELOPER' },
    });
    console.expectClean();
  });

  test('stays open with the values and an error when sending fails', async ({ page }) => {
    await failApi(page, '/submitForm', 500);
    await page.getByRole('link', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog');
    await fillPerson(dialog, {
      first: 'Vikram',
      last: 'Iyer',
      email: 'vikram@example.com',
      message: 'Hi',
    });
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(dialog.getByLabel('Last Name')).toHaveValue('Iyer');
  });
});

test.describe('home Get in Touch', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('Cancel hides it; a sent message shows the toast', async ({ page }) => {
    const console = watchConsole(page);
    await page.getByRole('link', { name: 'Get in Touch' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const text = marker('Please call me about a CRM');
    await page.getByRole('link', { name: 'Get in Touch' }).first().click();
    await fillPerson(dialog, {
      first: 'Ravi',
      last: 'S',
      email: 'ravi@example.com',
      phone: '+44 20 7946 0958',
      message: text,
    });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' }),
    ).toBeVisible();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeHidden({
      timeout: 9000,
    });
    expect(exportedLeads().find((l) => l.fields.message === text)).toMatchObject({
      form: 'getInTouch',
      fields: { phoneNumber: '+442079460958' },
    });
    console.expectClean();
  });

  test('shows an error and no toast when sending fails, values kept', async ({ page }) => {
    await failApi(page, '/submitForm', 502);
    await page.getByRole('link', { name: 'Get in Touch' }).first().click();
    const dialog = page.getByRole('dialog');
    await fillPerson(dialog, {
      first: 'Ravi',
      last: 'S',
      email: 'ravi@example.com',
      message: 'Hi',
    });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(dialog.getByLabel('First Name')).toHaveValue('Ravi');
    await expect(page.getByText('Thank you! Your message has been sent.')).toHaveCount(0);
  });
});
