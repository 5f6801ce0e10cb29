import { expect, test } from '@playwright/test';
import { pagesWith } from './content';
import { expectNoViolations, viewports } from './support';

// The pages that show a process (content.ts reads them from pages/), each checked as a visitor
// meets it: the steps in the order the page lists them, numbered, readable, on the screen.
const withSteps = pagesWith('steps');

test('the site shows at least one process as steps', () => {
  expect(withSteps.length).toBeGreaterThan(0);
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`steps at ${name} width`, () => {
    test.use({ viewport });
    for (const { page: data, blocks } of withSteps) {
      test(`${data.path} shows its process as an ordered list, in order, readable and within the screen`, async ({
        page,
      }) => {
        await page.goto(encodeURI(data.path));
        const lists = page.getByTestId('steps');
        await expect(lists).toHaveCount(blocks.length);
        for (const [i, block] of blocks.entries()) {
          const list = lists.nth(i);
          expect(await list.evaluate((el) => el.tagName)).toBe('OL');
          const items = list.locator('> li');
          await expect(items.locator('h3')).toHaveText(block.steps.map((s) => s.title));
          const boxes = [];
          for (const [j, step] of block.steps.entries()) {
            const item = items.nth(j);
            await item.scrollIntoViewIfNeeded();
            await expect(item.locator('p')).toHaveText(step.text);
            await expect(item.locator('span[aria-hidden="true"]')).toHaveText(String(j + 1));
            const box = await item.boundingBox();
            if (!box) throw new Error(`step ${j + 1} is not shown`);
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
            boxes.push(box);
            // Readable: a body-sized text whose lines are not cut off.
            const text = await item.locator('p').evaluate((p) => ({
              size: parseFloat(getComputedStyle(p).fontSize),
              clipped: p.scrollWidth > p.clientWidth,
            }));
            expect(text.size).toBeGreaterThanOrEqual(14);
            expect(text.clipped).toBe(false);
          }
          // Shown in reading order: each step after the one before, to its right or below it.
          for (const [j, box] of boxes.entries()) {
            const previous = boxes[j - 1];
            if (!previous) continue;
            const sameRow = Math.abs(box.y - previous.y) < 1;
            expect(sameRow ? box.x > previous.x : box.y > previous.y, `step ${j + 1}`).toBe(true);
          }
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        await expectNoViolations(page, `${data.path} at ${name} width`);
      });
    }
  });
}
