import { expect, type Locator, type Page } from '@playwright/test';
import { literal, site } from './content';

// The header menus are native <details>. Chromium exposes a <summary> as an expandable control,
// but Playwright's role engine gives it no role (1.65), so getByRole cannot find it: these
// helpers find a summary by its text and read the open state from its <details>.

/** The first header group that holds a submenu: its label, its links and the submenu. */
export const services = (() => {
  for (const item of site.nav) {
    if (!('items' in item)) continue;
    const submenu = item.items.find((i) => 'items' in i);
    if (submenu && 'items' in submenu)
      return {
        label: item.label,
        links: item.items.flatMap((i) => ('href' in i ? [i] : [])),
        submenu,
      };
  }
  throw new Error('no header group with a submenu');
})();

/** The menu summaries (dropdowns, sections) whose whole text is `label`. */
export const summaryNamed = (scope: Page | Locator, label: string) =>
  scope.locator('summary').filter({ hasText: new RegExp(`^\\s*${literal(label)}\\s*$`) });

/** The hamburger: its accessible name says "Open menu" or "Close menu", whichever applies. */
export const hamburger = (page: Page) => page.locator('summary').filter({ hasText: 'Open menu' });

/**
 * Opens the hamburger menu, checking that its name says so before and after, and returns the
 * menu panel, visible.
 */
export async function openHamburger(page: Page): Promise<Locator> {
  const toggle = hamburger(page);
  await expect(toggle).toHaveAccessibleName('Open menu');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Close menu');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Asserts whether the <details> a summary opens is open. */
export async function expectOpen(summary: Locator, open: boolean) {
  const details = summary.locator('xpath=..');
  if (open) await expect(details).toHaveAttribute('open', '');
  else await expect(details).not.toHaveAttribute('open');
}
