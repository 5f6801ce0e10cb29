import { expect, test } from '@playwright/test';
import { routePaths as paths } from './routes';
import { waitForIslands, watchConsole } from './support';

test.describe('no console error or CSP violation, forms included', () => {
  for (const path of paths) {
    test(`${path}`, async ({ page }) => {
      const console = watchConsole(page);
      const response = await page.goto(encodeURI(path));
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await waitForIslands(page);
      // An in-page form swaps in its interactive version (zod, phone input) when the visitor
      // reaches for it.
      const form = page.locator('main form');
      if ((await form.count()) > 0) {
        await form.locator('input').first().focus();
        await expect(form.locator('button[type="submit"]').first()).toBeEnabled();
      }
      // A dialog button loads the forms chunk and the phone input: it must run under the CSP.
      const opener = page.locator('main a[aria-haspopup="dialog"]').first();
      if ((await opener.count()) > 0) {
        await opener.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Phone number country' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      // The 404 page is answered with status 404, which the browser reports as a failed load.
      const problems = console.problems.filter(
        (p) => !(path === '/404' && /status of 404/.test(p)),
      );
      expect(problems, 'console errors').toEqual([]);
    });
  }
});
