import { expect, test, type Locator, type Page } from '@playwright/test';
import { blocksOf, pageAt } from './content';
import { layoutShifts, viewports, waitForIslands, watchLayoutShifts } from './support';

// The home page's carousel as its JSON says: slides, links and interval come from the file.
const home = pageAt('/');
const [carousel] = blocksOf(home, 'heroCarousel');
if (!carousel) throw new Error('the home page has no carousel');
const { slides, intervalMs, label } = carousel;

const region = (page: Page) => page.getByRole('region', { name: label });
const dot = (page: Page, n: number) =>
  region(page).getByRole('button', { name: new RegExp(`^Show slide ${n}:`) });
const slideLink = (page: Page, i: number) =>
  region(page).getByRole('link', {
    name: slides[i]?.link.label ?? '',
    exact: true,
    includeHidden: true,
  });

/**
 * Whether the element lies wholly inside the slides' row and the window. Measured from boxes:
 * `toBeInViewport` relies on an IntersectionObserver, whose callbacks never run when a page's
 * scripts are off.
 */
async function whollyShown(element: Locator, row: Locator): Promise<boolean> {
  const [box, rowBox] = [await element.boundingBox(), await row.boundingBox()];
  const size = element.page().viewportSize();
  if (!box || !rowBox || !size) return false;
  const inside = (outer: { x: number; y: number; width: number; height: number }) =>
    box.x >= outer.x - 0.5 &&
    box.y >= outer.y - 0.5 &&
    box.x + box.width <= outer.x + outer.width + 0.5 &&
    box.y + box.height <= outer.y + outer.height + 0.5;
  return inside(rowBox) && inside({ x: 0, y: 0, ...size });
}

test('has more than one slide to rotate through', () => {
  expect(slides.length).toBeGreaterThan(1);
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    // Shifts count from the first frame showing the whole parsed document; the script takes
    // over after load.
    await watchLayoutShifts(page);
    await page.goto('/');
    await waitForIslands(page);
    await expect(dot(page, 1)).toBeVisible();
  });

  test('advances by itself after its interval', async ({ page }) => {
    await expect(dot(page, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect(dot(page, 2)).toHaveAttribute('aria-pressed', 'true', {
      timeout: intervalMs + 3000,
    });
    await expect(page.getByTestId('carousel-slide').nth(1)).toBeVisible();
    await expect(page.getByTestId('carousel-slide').first()).toBeHidden();
  });

  test('does not advance while the pointer is over it', async ({ page }) => {
    await region(page).hover();
    await page.waitForTimeout(intervalMs * 1.5);
    await expect(dot(page, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('carousel-slide').first()).toHaveAttribute(
      'aria-hidden',
      'false',
    );
    await page.mouse.move(0, 0);
    await expect(dot(page, 2)).toHaveAttribute('aria-pressed', 'true', {
      timeout: intervalMs + 3000,
    });
  });

  test('a dot shows its slide, whose link alone is focusable', async ({ page }) => {
    const last = slides.length;
    await dot(page, last).click();
    await expect(dot(page, last)).toHaveAttribute('aria-pressed', 'true');
    await expect(dot(page, 1)).toHaveAttribute('aria-pressed', 'false');
    await expect(slideLink(page, last - 1)).toBeVisible();
    await expect(slideLink(page, last - 1)).not.toHaveAttribute('tabindex');
    await expect(slideLink(page, 0)).toBeHidden();
    await expect(slideLink(page, 0)).toHaveAttribute('tabindex', '-1');
  });

  test('the script taking over and the rotation shift nothing on the page (CLS 0)', async ({
    page,
  }) => {
    await expect(dot(page, 2)).toHaveAttribute('aria-pressed', 'true', {
      timeout: intervalMs + 3000,
    });
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`every slide can be scrolled or tabbed to on a ${name} screen, and no dot is shown`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      for (let n = 1; n <= slides.length; n++) await expect(dot(page, n)).toBeHidden();

      // Scrolling sideways (a swipe, a trackpad) brings each slide in, one at a time.
      const row = page.locator('[aria-live]', { has: page.getByTestId('carousel-slide') });
      const box = await row.boundingBox();
      if (!box) throw new Error('the slides are not laid out');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let i = 1; i < slides.length; i++) {
        await page.mouse.wheel(box.width, 0);
        const title = region(page).getByRole('heading', { name: slides[i]?.title });
        await expect.poll(() => whollyShown(title, row), slides[i]?.title).toBe(true);
        await expect.poll(() => whollyShown(slideLink(page, i), row)).toBe(true);
      }

      // The keyboard reaches every slide's link in turn, and each comes into view when focused.
      await slideLink(page, 0).focus();
      for (let i = 1; i < slides.length; i++) {
        await page.keyboard.press('Tab');
        await expect(slideLink(page, i)).toBeFocused();
        await expect.poll(() => whollyShown(slideLink(page, i), row)).toBe(true);
        await expect(slideLink(page, i)).toHaveAttribute('href', slides[i]?.link.href ?? '');
      }
    });
  }
});
