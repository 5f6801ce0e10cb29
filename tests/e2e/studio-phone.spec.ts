import type { Locator, Page } from '@playwright/test';
import { expect, openStudio, test, type LiveSite } from './live-studio-support';
import { blockRows, openBlockForm } from './support';

// The studio in a marketer's hands: on a phone (375 px) and a tablet (768 px) it fits the screen,
// shows one pane at a time with a way back, and every control can be tapped.
const phone = { width: 375, height: 812 };
const tablet = { width: 768, height: 1024 };
const vps = 'pages/vps-hosting.json';

/** Signs in as an editor of its own (a worker's site is shared by the tests of every file). */
async function signIn(page: Page, live: LiveSite, name: string) {
  const email = `${name}-phone@example.com`;
  await live.addAccount(email, `${name} Phone`, ['editor']);
  await openStudio(page, live, email);
}

const editorOf = (live: LiveSite, file: string) =>
  `${live.url}/studio/#/edit/${encodeURIComponent(file)}`;

/** How far the document is wider than the window: 0 when nothing scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const views = (page: Page) => page.getByRole('navigation', { name: 'Editor views' });
const outline = (page: Page) => page.getByRole('navigation', { name: 'Page outline' });
const previewFrame = (page: Page) => page.locator('iframe[title="Page preview"]');

/** Whether an element scrolls inside itself (a box within the page) rather than with the page. */
const scrollsInside = (locator: Locator) =>
  locator.evaluate((element) => element.scrollHeight > element.clientHeight + 1);

/**
 * Every control shown in the studio smaller than 44 × 44 px: buttons, links, fields, and for a
 * checkbox or radio button its label, which is what a finger hits.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary';
    return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((control) => {
      const input = control instanceof HTMLInputElement ? control : undefined;
      const choice = input && (input.type === 'checkbox' || input.type === 'radio');
      const target = (choice ? (input.labels?.[0] ?? control) : control).getBoundingClientRect();
      const style = getComputedStyle(control);
      // Not shown: hidden, or visually hidden for screen readers only (a 1 px box).
      if (style.visibility === 'hidden' || control.getClientRects().length === 0) return [];
      if (!choice && (target.width <= 1 || target.height <= 1)) return [];
      if (target.width >= 44 && target.height >= 44) return [];
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      return [
        `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(target.width)}×${Math.round(target.height)}`,
      ];
    });
  });

/**
 * The controls in `scope` that something else covers: for each, brought into view, what the
 * topmost element is at its middle and near each corner when it is not the control itself.
 */
const coveredControls = (scope: Locator) =>
  scope.evaluate((root) => {
    const selector = 'a[href], button, input, select, textarea, summary';
    return [...root.querySelectorAll<HTMLElement>(selector)].flatMap((control) => {
      if (control.getClientRects().length === 0) return [];
      if (getComputedStyle(control).visibility === 'hidden') return [];
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      if (box.width <= 8 || box.height <= 8) return [];
      const xs = [box.left + 3, box.left + box.width / 2, box.right - 3];
      const ys = [box.top + 3, box.top + box.height / 2, box.bottom - 3];
      const hits = xs.flatMap((x) => ys.map((y) => document.elementFromPoint(x, y)));
      // A box's own label is part of what a finger hits to tick it.
      const own = [control, ...(control instanceof HTMLInputElement ? (control.labels ?? []) : [])];
      const over = hits.find((hit) => hit && !own.some((part) => part.contains(hit)));
      if (!over) return [];
      const name = control.getAttribute('aria-label') ?? control.id ?? control.textContent;
      return [`${control.tagName.toLowerCase()} ${name} under ${over.outerHTML.slice(0, 60)}`];
    });
  });

test.describe('on a phone', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('the page list fits the screen: nothing scrolls sideways and no file names show', async ({
    live,
    page,
  }) => {
    await signIn(page, live, 'list');
    const list = page.getByRole('table', { name: 'Pages' });
    await expect(list).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(list).not.toContainText('.json');
  });

  test('the editor shows one pane at a time: outline, block form, preview, and back', async ({
    live,
    page,
  }) => {
    await signIn(page, live, 'panes');
    await page.getByRole('link', { name: '/vps-hosting', exact: true }).click();
    await expect(blockRows(page).first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The blocks start on the first screen: publishing later, history and the note do not push
    // them below it.
    await expect(blockRows(page).first()).toBeInViewport({ ratio: 1 });
    // The outline is the page's own length, not a small box scrolling inside the page.
    expect(await scrollsInside(outline(page))).toBe(false);
    await expect(views(page).getByRole('button', { name: 'Blocks' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(previewFrame(page)).toBeHidden();

    // Choosing a block shows its form alone, with the focus on its heading.
    await openBlockForm(page, 0);
    const form = page.getByRole('region', { name: /^Block 1:/ });
    await expect(form).toBeVisible();
    await expect(form.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(outline(page)).toBeHidden();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(form).toBeInViewport();
    await expect(views(page).getByRole('button', { name: 'Edit' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // The preview alone, then back to the form and, from it, to the outline.
    await views(page).getByRole('button', { name: 'Preview' }).tap();
    await expect(previewFrame(page)).toBeInViewport();
    await expect(form).toBeHidden();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await views(page).getByRole('button', { name: 'Edit' }).tap();
    await expect(form).toBeVisible();
    await page.getByRole('button', { name: 'Back to blocks' }).tap();
    await expect(outline(page)).toBeVisible();
    await expect(form).toBeHidden();
    // The focus comes back to the block whose form was open.
    await expect(blockRows(page).first().getByRole('button').nth(1)).toBeFocused();

    // And back to the page list.
    await page.getByRole('link', { name: 'All pages' }).tap();
    await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible();
  });

  test('the first field of a block form can be tapped and typed into', async ({ live, page }) => {
    await signIn(page, live, 'tap');
    await page.goto(editorOf(live, vps));
    await openBlockForm(page, 0);
    const heading = page.getByLabel(/^Heading/);
    // A tap fails when another element would receive it.
    await heading.tap({ timeout: 5_000 });
    await expect(heading).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' today');
    await expect(heading).toHaveValue(/ today$/);
    // With a field being worked on (its tools shown), no control of the form lies under another.
    const form = page.getByRole('region', { name: /^Block 1:/ });
    expect(await coveredControls(form)).toEqual([]);
  });

  test('every control is at least 44 px in both directions', async ({ live, page }) => {
    await signIn(page, live, 'targets');
    await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible();
    expect(await smallTargets(page), 'the page list').toEqual([]);

    await page.goto(editorOf(live, vps));
    await expect(blockRows(page).first()).toBeVisible();
    expect(await smallTargets(page), 'the outline').toEqual([]);
    await openBlockForm(page, 0);
    await expect(page.getByLabel(/^Heading/)).toBeVisible();
    expect(await smallTargets(page), 'a block form').toEqual([]);
    await views(page).getByRole('button', { name: 'Blocks' }).tap();
    await page.getByRole('button', { name: 'Page settings' }).tap();
    await expect(page.getByLabel(/^Title/)).toBeVisible();
    expect(await smallTargets(page), 'the page settings').toEqual([]);
    await views(page).getByRole('button', { name: 'Preview' }).tap();
    await expect(previewFrame(page)).toBeVisible();
    expect(await smallTargets(page), 'the preview').toEqual([]);
  });
});

for (const viewport of [phone, tablet]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: true });

    test('the editor fits the screen and its preview shows the page at phone width', async ({
      live,
      page,
    }) => {
      await signIn(page, live, `preview${viewport.width}`);
      await page.goto(editorOf(live, vps));
      await expect(blockRows(page).first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await views(page).getByRole('button', { name: 'Preview' }).tap();
      await page.getByRole('radio', { name: /^Phone/ }).tap();
      const frame = previewFrame(page);
      await expect(frame).toBeInViewport();
      // The page inside lays itself out for a 375 px screen, and the frame is wholly on screen.
      await expect
        .poll(() =>
          frame.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth),
        )
        .toBe(375);
      const box = await frame.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
