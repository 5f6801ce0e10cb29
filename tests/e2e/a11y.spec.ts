import { expect, test } from '@playwright/test';
import { addStaff, freshEmail, signIn, test as accountTest } from './accounts-support';
import { site } from './content';
import { hamburger } from './nav-support';
import { routePaths } from './routes';
import { expectNoViolations, viewports, waitForIslands } from './support';

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport });
    for (const path of routePaths) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(encodeURI(path));
        await waitForIslands(page);
        await expectNoViolations(page, path);
      });
    }
  });
}

// The staff area opens to staff only: each width signs in first.
for (const [name, viewport] of Object.entries(viewports)) {
  accountTest(
    `the back office (/leads as staff) has no violations at ${name} width`,
    async ({ page }) => {
      // Signing in (an account made from the shell, then the login page) is slow on a busy machine.
      accountTest.slow();
      const password = 'kingfishers along the canal at dusk';
      const email = freshEmail(`a11ystaff${name}`);
      await addStaff(email, password);
      await page.setViewportSize(viewport);
      await signIn(page, email, password, '/leads');
      await waitForIslands(page);
      // Checked as staff see it: who is signed in shown, the current link marked.
      await expect(page.getByRole('banner').getByText(/Inbox Tester/)).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: site.backOffice?.name }).locator('[aria-current]'),
      ).toHaveCount(1);
      await expectNoViolations(page, `/leads at ${name}`);
    },
  );
}

test.describe('keyboard and motion', () => {
  test('the open mobile menu has no violations and is operable by keyboard', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    await waitForIslands(page);
    await hamburger(page).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('#mobile-menu summary, #mobile-menu a').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expectNoViolations(page, 'mobile menu open');
  });

  test('the carousel dots are reachable and operable by keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    const dot = page.getByRole('button', { name: /^Show slide 3/ });
    await dot.focus();
    await page.keyboard.press('Enter');
    await expect(dot).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('carousel-slide').nth(2)).toBeVisible();
  });

  test('the carousel does not rotate when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForIslands(page);
    await page.waitForTimeout(6000);
    await expect(page.getByTestId('carousel-slide').first()).toBeVisible();
  });

  test('the carousel rotates every five seconds otherwise', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByTestId('carousel-slide').nth(1)).toBeVisible({ timeout: 8000 });
  });
});
