import { test, type Page } from '@playwright/test';
import type { dialogNames } from '../../src/schema/common';
import type { FormDeclaration, LeadFormDeclaration } from '../../src/forms/declarations';
import { blocksOf, fieldOf, literal, pageAt, requiredText, site } from './content';
import { control, expect, exportedLeads, fillForm, marker } from './forms-support';
import { dialogOpener, expectMarkupAccessible } from './forms-nojs-support';
import { loggedInAs, viewports, waitForIslands } from './support';

// Every form works without JavaScript: it posts by itself, the server answers with a redirect
// to a page that shows the result (post/redirect/get). Texts come from site.config.json.
type DialogName = (typeof dialogNames)[number];
const { contact, enquiry, application, getInTouch, login, signup } = site.forms;
const formName = (form: FormDeclaration) => form.title ?? form.submitLabel;
const formOn = (page: Page, form: FormDeclaration) =>
  page.getByRole('form', { name: formName(form) });
/** Leads whose values contain this test's marker, as the export command lists them. */
const leadsWith = (text: string) =>
  exportedLeads().filter((lead) => JSON.stringify(lead).includes(text));
const person = (message: string) => ({ email: 'meena@example.com', message });
const firstOption = (() => {
  const field = fieldOf(application, 'position');
  if (field.type !== 'select' || !field.options[0]) throw new Error('no positions');
  return field.options[0].value;
})();

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`without JavaScript at ${width} width`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test('the contact form sends, shows its success message, and a reload sends nothing twice', async ({
      page,
      browser,
    }) => {
      const text = marker('no-js contact');
      await page.goto('/contact-info');
      const form = formOn(page, contact);
      await expect(form.getByRole('button', { name: contact.submitLabel })).toBeEnabled();
      await fillForm(form, contact, { fname: 'Meena', lname: 'K', ...person(text) });
      // What a visitor types into the plain phone box, read for the form's country.
      await control(form, contact, 'mobile').fill('098765 43210');
      await form.getByRole('button', { name: contact.submitLabel }).click();
      await expect(page).toHaveURL(/\/contact-info\?sent=contact/);
      const status = page.getByRole('status').filter({ hasText: contact.success.message });
      await expect(status).toBeVisible();
      await expect(status).toBeFocused();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectMarkupAccessible(
        browser,
        page.url(),
        viewport,
        'contact form sent without JavaScript',
      );
      await page.reload();
      await expect(status).toBeVisible();
      const leads = leadsWith(text);
      expect(leads).toHaveLength(1);
      expect(JSON.stringify(leads[0])).toContain('+919876543210');
    });

    test('a bad submission shows each error beside its field, values kept, summary first', async ({
      page,
      browser,
    }) => {
      const text = marker('no-js refused');
      await page.goto('/contact-info');
      const form = formOn(page, contact);
      await fillForm(form, contact, { fname: 'Meena', email: 'meena@@example', message: text });
      await control(form, contact, 'mobile').fill('12');
      await form.getByRole('button', { name: contact.submitLabel }).click();
      await expect(page).toHaveURL(/\/contact-info\?form-result=[\w-]+/);
      // Nothing the visitor typed is in the address.
      expect(page.url()).not.toMatch(/meena|example|no-js/i);
      const summary = form.getByRole('alert');
      await expect(summary).toBeFocused();
      const lname = control(form, contact, 'lname');
      await expect(lname).toHaveAttribute('aria-invalid', 'true');
      await expect(lname).toHaveAccessibleDescription(requiredText(fieldOf(contact, 'lname')));
      for (const name of ['email', 'mobile'])
        await expect(control(form, contact, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(control(form, contact, 'fname')).toHaveAttribute('aria-invalid', 'false');
      await expect(control(form, contact, 'fname')).toHaveValue('Meena');
      await expect(control(form, contact, 'email')).toHaveValue('meena@@example');
      await expect(control(form, contact, 'message')).toHaveValue(text);
      await expect(summary.getByRole('link')).toHaveCount(3);
      await expectMarkupAccessible(
        browser,
        page.url(),
        viewport,
        'contact form refused without JavaScript',
      );
      await summary.getByRole('link', { name: requiredText(fieldOf(contact, 'lname')) }).click();
      await expect(lname).toBeFocused();
      expect(leadsWith(text)).toHaveLength(0);

      await lname.fill('K');
      await control(form, contact, 'email').fill('meena@example.com');
      await control(form, contact, 'mobile').fill('');
      await form.getByRole('button', { name: contact.submitLabel }).click();
      await expect(form.getByRole('status')).toHaveText(contact.success.message);
      expect(leadsWith(text)).toHaveLength(1);
    });

    const dialogs: [DialogName, LeadFormDeclaration, Record<string, string>][] = [
      ['enquiry', enquiry, { fname: 'Meena', lname: 'K' }],
      ['application', application, { firstName: 'Meena', lastName: 'K' }],
      ['getInTouch', getInTouch, { firstName: 'Meena', lastName: 'K' }],
    ];
    for (const [name, form, names] of dialogs) {
      test(`the "${name}" button leads to the same form inline, which sends`, async ({ page }) => {
        const text = marker(`no-js ${name}`);
        const opener = dialogOpener(name);
        await page.goto(encodeURI(opener.path));
        await page.getByRole('link', { name: opener.label, exact: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`${literal(site.dialogPages[name].href)}$`));
        const inline = formOn(page, form);
        await fillForm(inline, form, { ...names, ...person(text) });
        if (form.fields.some((f) => f.name === 'position'))
          await control(inline, form, 'position').selectOption(firstOption);
        await inline.getByRole('button', { name: form.submitLabel }).click();
        await expect(inline.getByRole('status')).toHaveText(form.success.message);
        expect(leadsWith(text)).toHaveLength(1);
      });
    }

    test('signs up and logs in; the switch between them works; a wrong password is said', async ({
      page,
      browser,
    }) => {
      const [block] = blocksOf(pageAt('/loginsignup'), 'authForm');
      if (!block) throw new Error('the login page has no authForm block');
      const email = `${marker('nojs').replace(/\W+/g, '-')}@example.com`;
      const password = 'mango pickle on sundays';
      await page.goto('/loginsignup');
      await page.getByRole('link', { name: block.login.switchLink }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(formName(signup), {
        useInnerText: true,
      });
      const up = formOn(page, signup);
      await fillForm(up, signup, { username: 'Meena', email, password });
      await up.getByRole('checkbox').check();
      await up.getByRole('button', { name: signup.submitLabel }).click();
      // Logged in by the session cookie, and on to the form's next page.
      await expect(page).toHaveURL(new URL(signup.redirectTo, page.url()).href);
      expect(await loggedInAs(page)).toBe(email);

      await page.context().clearCookies();
      await page.goto('/loginsignup');
      const into = formOn(page, login);
      await fillForm(into, login, { email, password: 'not the password' });
      await into.getByRole('button', { name: login.submitLabel }).click();
      await expect(page).toHaveURL(/\?form-result=/);
      await expect(into.getByRole('alert')).toBeVisible();
      // The address is kept, never the password; no agreement is asked at a login.
      await expect(control(into, login, 'email')).toHaveValue(email);
      await expect(control(into, login, 'password')).toHaveValue('');
      await expect(into.getByRole('checkbox')).toHaveCount(0);
      await expectMarkupAccessible(
        browser,
        page.url(),
        viewport,
        'login refused without JavaScript',
      );
      await control(into, login, 'password').fill(password);
      await into.getByRole('button', { name: login.submitLabel }).click();
      await expect(page).toHaveURL(new URL(login.redirectTo, page.url()).href);
      expect(await loggedInAs(page)).toBe(email);
    });

    test('logging in from a page for accounts goes back to it, as with scripts', async ({
      page,
    }, testInfo) => {
      // Its own client address (the e2e server trusts the loopback proxy): the server hashes one
      // password at a time per client, and the other workers log in from 127.0.0.1 too.
      const client = { 'X-Forwarded-For': `10.78.0.${testInfo.workerIndex + 1}` };
      await page.setExtraHTTPHeaders(client);
      const email = `${marker('nojs-next').replace(/\W+/g, '-')}@example.com`;
      const password = 'lemon rice on mondays';
      const made = await page.request.post('/api/signup', {
        data: { username: 'Meena', email, password, agree: true },
        headers: client,
      });
      expect(made.status()).toBe(201);
      await page.context().clearCookies();
      // The account page sends a visitor without a session to log in, with ?next=/account.
      await page.goto('/account');
      await expect(page).toHaveURL(/\/loginsignup\?next=%2Faccount$/);
      const into = formOn(page, login);
      await fillForm(into, login, { email, password });
      await into.getByRole('button', { name: login.submitLabel }).click();
      await expect(page).toHaveURL(new URL('/account', page.url()).href);
      expect(await loggedInAs(page)).toBe(email);
    });
  });
}

test.describe('before the scripts have run', () => {
  /** Holds back the page's scripts until `release` is called. */
  async function holdScripts(page: Page) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    return () => release();
  }

  test('a form sent before hydration takes the path without JavaScript', async ({ page }) => {
    const release = await holdScripts(page);
    const text = marker('early contact');
    await page.goto('/contact-info');
    const form = formOn(page, contact);
    await fillForm(form, contact, { fname: 'Meena', lname: 'K', ...person(text) });
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(page).toHaveURL(/\?sent=contact/);
    await expect(form.getByRole('status')).toHaveText(contact.success.message);
    release();
    await waitForIslands(page);
    await expect(form.getByRole('status')).toHaveText(contact.success.message);
    expect(leadsWith(text)).toHaveLength(1);
  });

  test('what is typed before hydration is kept; after it the scripted form sends', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const text = marker('typed early');
    await page.goto('/contact-info');
    const form = formOn(page, contact);
    await fillForm(form, contact, { fname: 'Meena', lname: 'K', ...person(text) });
    release();
    await waitForIslands(page);
    await expect(control(form, contact, 'fname')).toHaveValue('Meena');
    await expect(control(form, contact, 'message')).toHaveValue(text);
    await form.getByRole('button', { name: contact.submitLabel }).click();
    await expect(form.getByRole('status')).toHaveText(contact.success.message);
    await expect(page).toHaveURL(/\/contact-info$/);
    expect(leadsWith(text)).toHaveLength(1);
  });
});
