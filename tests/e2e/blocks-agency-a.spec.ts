import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { Block, BlockType } from '../../src/blocks';
import { pageSchema } from '../../src/app/page-schema';
import { site } from './content';
import { expect, test } from './showcase-support';
import { expectNoViolations, viewports, waitForIslands, watchConsole } from './support';

// The showcase page's sample content, read from its JSON so the tests check structure and
// behaviour, not wording.
const showcase = pageSchema.parse(
  JSON.parse(readFileSync('tests/fixtures/showcase/agency-blocks-a.json', 'utf8')),
);
function only<K extends BlockType>(type: K): Extract<Block, { type: K }> {
  const block = showcase.blocks.find((b): b is Extract<Block, { type: K }> => b.type === type);
  if (!block) throw new Error(`the showcase has no ${type} block`);
  return block;
}
const stats = only('stats');
const testimonials = only('testimonials');
const plans = only('plans');
const table = only('comparisonTable');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name made of parts: browsers may put a space before a comma between elements. */
const spoken = (...parts: (string | undefined)[]) =>
  new RegExp(
    `^${parts
      .filter((part): part is string => Boolean(part))
      .map(escape)
      .join('\\s*,\\s*')}$`,
  );
const section = (page: Page, heading: string | undefined): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`agency blocks at ${name} width`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.goto(showcase.path);
    });

    test('stats read as value then label, with their sources', async ({ page }) => {
      const figures = section(page, stats.heading).getByRole('listitem');
      await expect(figures).toHaveCount(stats.items.length);
      for (const [i, item] of stats.items.entries()) {
        const text = await figures.nth(i).innerText();
        expect(text).toMatch(new RegExp(`^${escape(item.value)}\\s+${escape(item.label)}`));
        if (item.source) expect(text).toContain(item.source.text);
        if (item.source?.href)
          await expect(
            figures.nth(i).getByRole('link', { name: item.source.text }),
          ).toHaveAttribute('href', item.source.href);
      }
    });

    test('testimonials are figures with a quote and its author as caption', async ({ page }) => {
      const figures = section(page, testimonials.heading).getByRole('figure');
      await expect(figures).toHaveCount(testimonials.items.length);
      for (const [i, item] of testimonials.items.entries()) {
        const figure = figures.nth(i);
        await expect(figure.getByRole('blockquote')).toHaveText(item.quote);
        await expect(figure).toHaveAccessibleName(spoken(item.name, item.role, item.company));
        await expect(figure.locator('figcaption img')).toHaveCount(item.photo ? 1 : 0);
      }
    });

    test('the highlighted plan is announced in its heading, and only it', async ({ page }) => {
      const tiers = section(page, plans.heading).getByRole('heading', { level: 3 });
      await expect(tiers).toHaveCount(plans.plans.length);
      for (const [i, plan] of plans.plans.entries()) {
        const expected = plan.highlighted
          ? spoken(plan.name, plans.highlightLabel)
          : spoken(plan.name);
        await expect(tiers.nth(i)).toHaveAccessibleName(expected);
      }
      expect(plans.plans.filter((plan) => plan.highlighted)).toHaveLength(1);
    });

    test('a plan button that opens a form opens it as a dialog', async ({ page }) => {
      const plan = plans.plans.find((p) => 'opens' in p.action);
      if (!plan || !('opens' in plan.action)) throw new Error('no plan opens a form');
      const form = site.forms[plan.action.opens];
      await waitForIslands(page);
      await section(page, plans.heading).getByRole('link', { name: plan.action.label }).click();
      await expect(
        page.getByRole('dialog', { name: form.title ?? form.submitLabel }),
      ).toBeVisible();
    });

    test('the comparison table has headers for its columns and rows, and words for its marks', async ({
      page,
    }) => {
      const grid = page.getByRole('table', { name: table.caption });
      await expect(grid.getByRole('columnheader')).toHaveText([table.corner, ...table.columns]);
      await expect(grid.getByRole('rowheader')).toHaveText(table.rows.map((row) => row.label));
      await expect(grid.locator('thead th:not([scope="col"])')).toHaveCount(0);
      await expect(grid.locator('tbody th:not([scope="row"])')).toHaveCount(0);
      for (const row of table.rows) {
        const cells = grid.getByRole('row', { name: new RegExp(`^${escape(row.label)}`) });
        const words = row.cells.map((cell) =>
          typeof cell === 'string' ? cell : cell ? table.yesLabel : table.noLabel,
        );
        // What a screen reader says for each cell: the text, or the words of the mark.
        for (const [c, word] of words.entries())
          await expect(cells.getByRole('cell').nth(c)).toHaveAccessibleName(word);
      }
    });

    test('fits the screen, the table scrolls inside its own region, and axe finds nothing', async ({
      page,
    }) => {
      const console = watchConsole(page);
      const region = page.getByRole('region', { name: table.caption });
      await expect(region).toHaveAttribute('tabindex', '0');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'horizontal page overflow in px').toBeLessThanOrEqual(0);
      const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrolls).toBe(viewport.width < 768);
      if (scrolls) {
        // A keyboard user scrolls it: focus it, then the arrow keys move the table.
        await region.focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      }
      await expectNoViolations(page, `${showcase.path} at ${name} width`);
      console.expectClean();
    });
  });
}
