import type { Browser } from '@playwright/test';
import type { Page as SitePage } from '../../src/app/page-schema';
import { isRecord } from '../../src/schema/is-record';
import { pages } from './content';
import { expectNoViolations } from './support';

/** A page with a button opening a form dialog, and the button's label, read from the pages. */
export function dialogOpener(name: string): { path: string; label: string } {
  const find = (value: unknown): string | undefined => {
    if (Array.isArray(value)) return value.map(find).find((label) => label !== undefined);
    if (!isRecord(value)) return undefined;
    if (value.opens === name && typeof value.label === 'string') return value.label;
    return Object.values(value)
      .map(find)
      .find((label) => label !== undefined);
  };
  for (const page of pages satisfies SitePage[]) {
    const label = find(page.blocks);
    if (label) return { path: page.path, label };
  }
  throw new Error(`no page has a button opening "${name}"`);
}

/**
 * Runs axe over a page as a browser without scripts shows it: axe needs JavaScript, so the page
 * is opened in a context with it but with every script of the site refused.
 */
export async function expectMarkupAccessible(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  what: string,
) {
  // Explicitly on: a test's `browser` gives new contexts the options of its describe.
  const context = await browser.newContext({ viewport, javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(url);
  await expectNoViolations(page, what);
  await context.close();
}
