import { expect, test } from '@playwright/test';
import { blocksOf, fieldOf, pageAt, requiredText, site } from './content';
import { expectNoViolations, viewports, waitForIslands } from './support';

const { enquiry, contact, signup, application } = site.forms;
const [auth] = blocksOf(pageAt('/loginsignup'), 'authForm');
if (!auth) throw new Error('the login page has no authForm block');

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`forms pass axe at ${name} width`, () => {
    test.use({ viewport });

    test('the enquiry dialog, empty and with errors', async ({ page }) => {
      await page.goto('/web-design');
      await waitForIslands(page);
      await page.locator('main a[aria-haspopup="dialog"]').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, 'enquiry dialog');
      await dialog.getByRole('button', { name: enquiry.submitLabel }).click();
      await expect(dialog.getByText(requiredText(fieldOf(enquiry, 'fname')))).toBeVisible();
      await expectNoViolations(page, 'enquiry dialog with errors');
    });

    test('the careers application dialog, with its position list, empty and with errors', async ({
      page,
    }) => {
      await page.goto('/careers');
      await waitForIslands(page);
      // A general "send your CV" button: the position list starts on its placeholder.
      const general = page
        .locator('main a[aria-haspopup="dialog"]')
        .filter({ hasNot: page.locator('.visually-hidden') })
        .first();
      await general.click();
      const dialog = page.getByRole('dialog');
      const position = fieldOf(application, application.subjectField ?? '');
      const list = dialog.getByRole('combobox', { name: position.label, exact: true });
      await expect(list).toHaveValue('');
      await expectNoViolations(page, 'application dialog');
      await dialog.getByRole('button', { name: application.submitLabel }).click();
      await expect(dialog.getByText(requiredText(position))).toBeVisible();
      await expect(list).toBeFocused();
      await expectNoViolations(page, 'application dialog with errors');
    });

    test('the contact form with errors and the sign-up form with errors', async ({ page }) => {
      await page.goto('/contact-info');
      await waitForIslands(page);
      const form = page.getByRole('form', { name: contact.title ?? contact.submitLabel });
      // The form's code loads when the visitor reaches for it.
      await form.hover();
      await expect(form.getByRole('button', { name: contact.submitLabel })).toBeEnabled();
      await form.getByRole('button', { name: contact.submitLabel }).click();
      await expect(form.getByText(requiredText(fieldOf(contact, 'email')))).toBeVisible();
      await expectNoViolations(page, 'contact form with errors');

      await page.goto('/loginsignup');
      await waitForIslands(page);
      await page.getByRole('link', { name: auth.login.switchLink }).click();
      const submit = page.getByRole('button', { name: signup.submitLabel });
      await submit.hover();
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByText(requiredText(fieldOf(signup, 'agree')))).toBeVisible();
      await expectNoViolations(page, 'sign-up form with errors');
    });
  });
}
