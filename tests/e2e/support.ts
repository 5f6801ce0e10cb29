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

/**
 * Waits until the islands loader has run: dialog links open dialogs, and each island wakes at
 * its moment (on a visitor's first touch or focus for most).
 */
export async function waitForIslands(page: Page) {
  // "ready" says each island is scheduled; an island that wakes at load (the header menus) has
  // its code running only once it is marked awake (or failed). Before that a menu is plain
  // <details>: Escape does nothing yet, as for a visitor whose scripts are still on their way.
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.islands === 'ready' &&
      [...document.querySelectorAll('[data-island][data-when="load"]')].every((root) =>
        root.hasAttribute('data-awake'),
      ),
  );
}

/** Runs axe-core over the page as it is now; lists every violation with its elements. */
export async function expectNoViolations(page: Page, context: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${context}: axe violations`).toEqual([]);
}

/** The e-mail address of the account the page's browser is logged in to, if any. */
export async function loggedInAs(page: Page): Promise<string | undefined> {
  const response = await page.request.get('/api/account');
  if (!response.ok()) return undefined;
  const body = (await response.json()) as { account?: { email?: string } };
  return body.account?.email;
}

/** A layout shift the browser scored, with the start of each element it moved. */
export interface Shift {
  value: number;
  nodes: string[];
}

/**
 * Records the page's layout shifts from the first frame that shows the whole parsed document;
 * call before `page.goto`, read with `layoutShifts`. Before that frame a starved processor may
 * have shown the page half built (the parser yields), and what the rest of the HTML adds then
 * moves what was shown: no script or image of ours did that.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Reflect.set(window, 'layoutShifts', shifts);
    const observe = () => {
      const from = performance.now();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.startTime < from) continue;
          const sources: unknown = Reflect.get(entry, 'sources');
          const nodes = (Array.isArray(sources) ? sources : []).map((source: unknown) => {
            const node: unknown = Reflect.get(Object(source), 'node');
            return node instanceof Element ? node.outerHTML.slice(0, 80) : String(node);
          });
          shifts.push({ value: Number(Reflect.get(entry, 'value')), nodes });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    };
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => requestAnimationFrame(observe)),
    );
  });
}

/** The shifts `watchLayoutShifts` has recorded so far. */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  // A shift is reported to the observer a moment after its frame: let one more frame pass.
  const shifts: unknown = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(Reflect.get(window, 'layoutShifts'))),
        ),
      ),
  );
  if (!Array.isArray(shifts)) throw new Error('call watchLayoutShifts before the page loads');
  return shifts as Shift[];
}

/** The studio editor's outline: one list item per block of the page. */
export const blockRows = (page: Page) =>
  page.getByRole('list', { name: 'Blocks' }).getByRole('listitem');

/** Opens the form of the studio editor's block at `index` (its row's second button). */
export const openBlockForm = (page: Page, index: number) =>
  blockRows(page).nth(index).getByRole('button').nth(1).click();
