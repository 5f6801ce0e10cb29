import { expect, test } from '@playwright/test';
import { expectNoViolations, viewports, waitForHydration } from './support';

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`forms pass axe at ${name} width`, () => {
    test.use({ viewport });

    test('the enquiry dialog, empty and with errors', async ({ page }) => {
      await page.goto('/web-design');
      await waitForHydration(page);
      await page.locator('main a[aria-haspopup="dialog"]').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, 'enquiry dialog');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText('First Name is required.')).toBeVisible();
      await expectNoViolations(page, 'enquiry dialog with errors');
    });

    test('the contact form with errors and the sign-up form with errors', async ({ page }) => {
      await page.goto('/contact-info');
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Send us a message' });
      // The form's code loads when the visitor reaches for it.
      await form.hover();
      await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByText('Email is required.')).toBeVisible();
      await expectNoViolations(page, 'contact form with errors');

      await page.goto('/loginsignup');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Click here' }).click();
      await page.getByRole('button', { name: 'Continue' }).hover();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please accept the terms of use')).toBeVisible();
      await expectNoViolations(page, 'sign-up form with errors');
    });
  });
}
