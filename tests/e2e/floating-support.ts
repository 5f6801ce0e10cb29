import type { Page } from '@playwright/test';

/** A control that lies (partly) under one of the floating buttons, as the page showed it. */
export interface Covered {
  control: string;
  button: string;
  overlap: string;
}

/**
 * Every visible control in the window now that one of the floating buttons covers, by boxes.
 * Controls are links, buttons, form fields, summaries, `[role=button]`, focusable `[tabindex]`
 * and carousel dots; a control counts only with the part of its box that is not hidden (closed
 * menus, hidden slides, `display: none`), not clipped by a scrolling or clipping ancestor, and
 * inside the window.
 */
export function coveredControls(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const empty = (b: Box) => b.right - b.left < 0.5 || b.bottom - b.top < 0.5;
    const cluster = document.querySelector('aside[aria-label="Quick contact"]');
    if (!cluster) throw new Error('the page has no floating cluster');
    const buttons = [...cluster.querySelectorAll<HTMLElement>('a, button')].filter((b) =>
      b.checkVisibility(),
    );
    if (buttons.length === 0) throw new Error('the floating cluster shows no button');

    /** The part of the element's box that is on screen, or undefined. */
    const shown = (element: Element): Box | undefined => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
      let box: Box = element.getBoundingClientRect();
      box = intersect(box, { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
      for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
          box = intersect(box, a.getBoundingClientRect());
      }
      return empty(box) ? undefined : box;
    };

    /** `tag[attribute] "name"`: enough to find the control in the page's source. */
    const describe = (element: Element) => {
      const key = ['href', 'name', 'id', 'type', 'role']
        .map((a) => [a, element.getAttribute(a)])
        .find(([, value]) => value);
      const label =
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
          ? (element.labels?.[0]?.textContent ?? '')
          : '';
      const name = (element.getAttribute('aria-label') ?? (label || element.textContent) ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
      const tag = element.tagName.toLowerCase();
      return `${tag}${key ? `[${key[0]}="${key[1]}"]` : ''} "${name}"`;
    };

    // A tabindex of -1 makes an element a focus target for scripts (the page's <main>), not a
    // control a visitor taps.
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"]), [data-dot]',
    );
    const found: Covered[] = [];
    for (const control of controls) {
      if (cluster.contains(control)) continue;
      const box = shown(control);
      if (!box) continue;
      for (const button of buttons) {
        const overlap = intersect(box, button.getBoundingClientRect());
        if (empty(overlap)) continue;
        found.push({
          control: describe(control),
          button: button.getAttribute('aria-label') ?? button.id,
          overlap: `${Math.round(overlap.right - overlap.left)}×${Math.round(overlap.bottom - overlap.top)} px`,
        });
      }
    }
    return found;
  });
}

/**
 * Scrolls to the end of the page and waits until the window is there and the islands that
 * wake there (when visible) have woken.
 */
export async function scrollToEnd(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  await page.waitForFunction(
    () =>
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1 &&
      [...document.querySelectorAll('[data-island][data-when="visible"]')].every(
        (root) =>
          root.hasAttribute('data-awake') ||
          [...root.children].every((child) => {
            const box = child.getBoundingClientRect();
            return box.bottom < -200 || box.top > window.innerHeight + 200;
          }),
      ),
  );
}

/** The floating buttons that are not wholly inside the window now, by their names. */
export function buttonsOutOfWindow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('aside[aria-label="Quick contact"] :is(a, button)')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return (
          !button.checkVisibility() ||
          box.top < 0 ||
          box.left < 0 ||
          box.bottom > window.innerHeight ||
          box.right > window.innerWidth
        );
      })
      .map((button) => button.getAttribute('aria-label') ?? button.id),
  );
}
