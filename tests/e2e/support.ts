import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

/** Collects console errors and page errors; call `expectClean()` at the end of a test. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return {
    problems,
    expectClean: () => expect(problems, 'console errors').toEqual([]),
  };
}

/** Waits until React has hydrated the prerendered page (interactive handlers attached). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Runs axe-core over the page as it is now; lists every violation with its elements. */
export async function expectNoViolations(page: Page, context: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${context}: axe violations`).toEqual([]);
}
