import { test, type Page } from '@playwright/test';
import { fieldOf, site } from './content';
import { control, expect, exportedLeads, fillForm, marker } from './forms-support';
import { waitForIslands } from './support';

// Each form says what its data is for and links the privacy policy; the contact form's marketing
// box starts unticked, is never needed, and its answer is recorded with the lead, with or
// without JavaScript. Texts come from site.config.json.
const { contact } = site.forms;
const consentField = contact.notice.marketingConsentField ?? '';
const formOn = (page: Page) =>
  page.getByRole('form', { name: contact.title ?? contact.submitLabel });
const leadWith = (text: string) =>
  exportedLeads().filter((lead) => JSON.stringify(lead).includes(text));
const person = (text: string) => ({
  fname: 'Meena',
  lname: 'K',
  email: 'meena@example.com',
  message: text,
});

for (const scripts of [true, false]) {
  test.describe(scripts ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: scripts });

    test('shows the notice, leaves the marketing box unticked, and records the answer', async ({
      page,
    }) => {
      expect(fieldOf(contact, consentField).type).toBe('checkbox');
      await page.goto('/contact-info');
      if (scripts) await waitForIslands(page);
      const form = formOn(page);
      const send = form.getByRole('button', { name: contact.submitLabel });
      // The button is described by the notice: a screen reader hears it before sending.
      await expect(send).toHaveAccessibleDescription(
        `${contact.notice.purposes} ${contact.notice.policy.label}`,
      );
      await expect(form.getByRole('link', { name: contact.notice.policy.label })).toHaveAttribute(
        'href',
        contact.notice.policy.href,
      );
      const box = control(form, contact, consentField);
      await expect(box).not.toBeChecked();

      // Sent as it is: accepted, recorded as no.
      const declined = marker(`consent no ${scripts}`);
      await fillForm(form, contact, person(declined));
      await send.click();
      await expect(
        page.getByRole('status').filter({ hasText: contact.success.message }),
      ).toBeVisible();

      // Ticked by keyboard: recorded as yes.
      await page.goto('/contact-info');
      if (scripts) await waitForIslands(page);
      const agreed = marker(`consent yes ${scripts}`);
      await fillForm(formOn(page), contact, person(agreed));
      await control(formOn(page), contact, consentField).focus();
      await page.keyboard.press('Space');
      await formOn(page).getByRole('button', { name: contact.submitLabel }).click();
      await expect(
        page.getByRole('status').filter({ hasText: contact.success.message }),
      ).toBeVisible();

      const [no] = leadWith(declined);
      const [yes] = leadWith(agreed);
      expect(no?.marketingConsent).toBe(false);
      expect(yes?.marketingConsent).toBe(true);
      for (const lead of [no, yes])
        expect(lead?.notice).toEqual({
          purposes: contact.notice.purposes,
          policy: expect.objectContaining({
            path: contact.notice.policy.href,
            version: expect.stringMatching(/^[0-9a-f]{64}$/),
          }),
        });
    });
  });
}
