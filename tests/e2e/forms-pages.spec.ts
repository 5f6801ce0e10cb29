import { test, type Page } from '@playwright/test';
import { waitForIslands, watchConsole } from './support';
import type { FormDeclaration } from '../../src/forms/declarations';
import { blocksOf, fieldOf, literal, pageAt, requiredText, site } from './content';
import {
  abortApi,
  control,
  expect,
  expectedNetworkNoise,
  exportedCsv,
  exportedLeads,
  failApi,
  fillForm,
  marker,
  slowApi,
} from './forms-support';

// Labels, button texts and messages come from the forms in site.config.json and the pages'
// JSON (see content.ts): the tests check how the forms behave, not their wording.
const { contact, application, getInTouch } = site.forms;
const formName = (form: FormDeclaration) => form.title ?? form.submitLabel;
/** The person fields of the contact form (fname…) or of the dialogs (firstName…). */
const contactPerson = (first: string, last: string, email: string, message: string) => ({
  fname: first,
  lname: last,
  email,
  message,
});
const dialogPerson = (first: string, last: string, email: string, message: string) => ({
  firstName: first,
  lastName: last,
  email,
  message,
});

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact-info');
    await waitForIslands(page);
  });

  test('shows the company info panel from the site config', async ({ page }) => {
    const [info] = blocksOf(pageAt('/contact-info'), 'contactInfo');
    const panel = page.locator(`#${info?.id ?? 'missing'}`);
    const { company } = site;
    for (const phone of company.phones)
      await expect(panel.getByRole('link', { name: phone.display })).toHaveAttribute(
        'href',
        `tel:${phone.e164}`,
      );
    await expect(panel.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(panel.locator('address')).toContainText(
      `${company.address.street}, ${company.address.locality}`,
    );
    for (const line of company.hours.text) await expect(panel.getByText(line)).toBeVisible();
  });

  test('validates, submits to the server, thanks for 5 seconds and clears', async ({ page }) => {
    const console = watchConsole(page);
    const form = page.getByRole('form', { name: formName(contact) });
    const message = fieldOf(contact, 'message');
    if (message.type === 'textarea')
      await expect(control(form, contact, 'message')).toHaveAttribute('rows', String(message.rows));
    // The form's code loads when the visitor reaches for it.
    await form.hover();
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(form.getByText(requiredText(fieldOf(contact, 'fname')))).toBeVisible();
    await expect(form.getByText(requiredText(message))).toBeVisible();

    const text = marker('=SUM(A1) <script>alert(1)</script> we need an ERP');
    await slowApi(page, '/pclinfo');
    await fillForm(form, contact, contactPerson('+Meena', 'Krishnan', 'meena@example.com', text));
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(form.getByRole('button', { name: contact.pendingLabel })).toBeDisabled();
    const thanks = form.getByRole('status');
    await expect(thanks).toHaveText(contact.success.message);
    await expect(control(form, contact, 'message')).toHaveValue('');
    await expect(thanks).toBeHidden({ timeout: 9000 });

    const lead = exportedLeads().find((l) => l.fields.message === text);
    expect(lead).toMatchObject({
      form: 'contact',
      page: '/contact-info',
      fields: { fname: '+Meena' },
    });
    // In the CSV the company opens, every cell is quoted and formula-like cells are text.
    const row = exportedCsv()
      .split('\r\n')
      .find((line) => line.includes(text.slice(-12)));
    // Wherever its column is: a renamed field label does not move it out of the assertion.
    expect(row?.split(',')).toContain(`"'+Meena"`);
    expect(row).toContain(`"'=SUM(A1) <script>alert(1)</script>`);
    console.expectClean();
  });

  test('shows the server message or its own, and clears old messages on each submit', async ({
    page,
  }) => {
    const form = page.getByRole('form', { name: formName(contact) });
    await fillForm(form, contact, contactPerson('Meena', 'K', 'meena@example.com', 'Hello'));
    await failApi(page, '/pclinfo', 500);
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(form.getByRole('alert')).toHaveText(contact.messages.failure);
    await expect(control(form, contact, 'fname')).toHaveValue('Meena');

    await page.unroute('**/api/pclinfo');
    await failApi(page, '/pclinfo', 429, { message: 'Too many attempts from your network.' });
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many attempts from your network.');

    await page.unroute('**/api/pclinfo');
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(form.getByRole('status')).toHaveText(contact.success.message);
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('says when the network is down', async ({ page }) => {
    const console = watchConsole(page);
    const form = page.getByRole('form', { name: formName(contact) });
    await abortApi(page, '/pclinfo');
    await fillForm(form, contact, contactPerson('Meena', 'K', 'meena@example.com', 'Hello'));
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(form.getByRole('alert')).toHaveText(contact.messages.network);
    await expect(control(form, contact, 'message')).toHaveValue('Hello');
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
  await waitForIslands(page);
  const form = page.getByRole('form', { name: formName(contact) });
  await control(form, contact, 'fname').fill('Meena');
  await control(form, contact, 'message').click();
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
  await expect(form.getByRole('button', { name: contact.submitLabel })).toBeEnabled();
  await expect(control(form, contact, 'fname')).toHaveValue('Meena');
  await expect(control(form, contact, 'message')).toHaveValue('Typed before the form loaded');
  await expect(control(form, contact, 'message')).toBeFocused();
  expect(
    await page.evaluate(() => (window as unknown as { focusAtSwap: string[] }).focusAtSwap),
  ).toEqual(['TEXTAREA']);
});

test.describe('careers application dialog', () => {
  const [openings] = blocksOf(pageAt('/careers'), 'jobOpenings');
  const [job] = openings?.jobs ?? [];
  if (!job || !application.subjectField) throw new Error('unexpected careers setup');
  const subjectField = application.subjectField;
  /** The job's own apply button (its accessible name ends with the job title). */
  const applyFor = (page: Page) =>
    page
      .getByTestId('job-openings')
      .locator('> li')
      .filter({ has: page.getByRole('heading', { name: job.title, exact: true }) })
      .getByRole('link', { name: new RegExp(`^${literal(job.action.label)}`) });

  test.beforeEach(async ({ page }) => {
    await page.goto('/careers');
    await waitForIslands(page);
  });

  test('applies for a position and thanks on the page after the dialog closes', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const text = marker('Four years of Laravel, portfolio at example.com/me');
    await applyFor(page).click();
    const dialog = page.getByRole('dialog', { name: formName(application) });
    // The position list shows the job whose button was pressed.
    await expect(control(dialog, application, subjectField)).toHaveValue(job.title);
    await dialog.getByRole('button', { name: application.submitLabel }).click();
    await expect(dialog.getByText(requiredText(fieldOf(application, 'email')))).toBeVisible();
    await fillForm(dialog, application, dialogPerson('Vikram', 'Iyer', 'vikram@example.com', text));
    await dialog.getByRole('button', { name: application.submitLabel }).click();
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('status').filter({ hasText: application.success.message });
    await expect(toast).toBeVisible();
    await expect(page.getByText(application.success.message)).toBeHidden({ timeout: 9000 });
    const lead = exportedLeads().find((l) => l.fields.message === text);
    expect(lead).toMatchObject({
      form: 'application',
      subject: job.title,
      page: '/careers',
      fields: { [subjectField]: job.title },
    });
    console.expectClean();
  });

  test('stays open with the values and an error when sending fails', async ({ page }) => {
    await failApi(page, '/submitForm', 500);
    await applyFor(page).click();
    const dialog = page.getByRole('dialog');
    await fillForm(dialog, application, dialogPerson('Vikram', 'Iyer', 'vikram@example.com', 'Hi'));
    await dialog.getByRole('button', { name: application.submitLabel }).click();
    await expect(dialog.getByRole('alert')).toHaveText(application.messages.failure);
    await expect(control(dialog, application, 'lastName')).toHaveValue('Iyer');
  });
});

test.describe('home Get in Touch', () => {
  const opener = pageAt('/')
    .blocks.flatMap((b) => ('actions' in b ? b.actions : []))
    .find((a) => 'opens' in a && a.opens === 'getInTouch');
  if (!opener) throw new Error('the home page has no Get in Touch button');
  const openIt = (page: Page) =>
    page.getByRole('link', { name: opener.label, exact: true }).first().click();

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
  });

  test('Cancel hides it; a sent message shows the toast', async ({ page }) => {
    const console = watchConsole(page);
    await openIt(page);
    const dialog = page.getByRole('dialog', { name: formName(getInTouch) });
    await dialog.getByRole('button', { name: getInTouch.cancelLabel }).click();
    await expect(dialog).toBeHidden();

    const text = marker('Please call me about a CRM');
    await openIt(page);
    await fillForm(dialog, getInTouch, {
      ...dialogPerson('Ravi', 'S', 'ravi@example.com', text),
      phoneNumber: '+44 20 7946 0958',
    });
    await dialog.getByRole('button', { name: getInTouch.submitLabel }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: getInTouch.success.message }),
    ).toBeVisible();
    await expect(page.getByText(getInTouch.success.message)).toBeHidden({ timeout: 9000 });
    expect(exportedLeads().find((l) => l.fields.message === text)).toMatchObject({
      form: 'getInTouch',
      fields: { phoneNumber: '+442079460958' },
    });
    console.expectClean();
  });

  test('shows an error and no toast when sending fails, values kept', async ({ page }) => {
    await failApi(page, '/submitForm', 502);
    await openIt(page);
    const dialog = page.getByRole('dialog');
    await fillForm(dialog, getInTouch, dialogPerson('Ravi', 'S', 'ravi@example.com', 'Hi'));
    await dialog.getByRole('button', { name: getInTouch.submitLabel }).click();
    await expect(dialog.getByRole('alert')).toHaveText(getInTouch.messages.failure);
    await expect(control(dialog, getInTouch, 'firstName')).toHaveValue('Ravi');
    await expect(page.getByText(getInTouch.success.message)).toHaveCount(0);
  });
});
