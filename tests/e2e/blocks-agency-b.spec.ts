import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { Block, BlockType } from '../../src/blocks';
import { pageSchema, type Page as PageData } from '../../src/app/page-schema';
import { expectMarkupAccessible } from './forms-nojs-support';
import { expect, test } from './showcase-support';
import { expectNoViolations, viewports, waitForIslands } from './support';

// What the showcase pages show, read from their files: the tests check behaviour, not copy.
const showcase = (name: string): PageData =>
  pageSchema.parse(JSON.parse(readFileSync(`tests/fixtures/showcase/${name}.json`, 'utf8')));
const blocksPage = showcase('agency-blocks-b');
const studyPage = showcase('agency-blocks-b-case-study');

function only<K extends BlockType>(page: PageData, type: K): Extract<Block, { type: K }> {
  const found = page.blocks.find((b): b is Extract<Block, { type: K }> => b.type === type);
  if (!found) throw new Error(`${page.path} has no ${type} block`);
  return found;
}
const cards = only(blocksPage, 'caseStudies');
const team = only(blocksPage, 'team');
const tabs = only(blocksPage, 'tabs');
const study = only(studyPage, 'caseStudy');

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

const tab = (page: Page, n: number) =>
  page.getByRole('tablist', { name: tabs.label }).getByRole('tab').nth(n);
const panelHeading = (page: Page, n: number) =>
  page.getByRole('heading', { level: 3, name: tabs.tabs[n]?.heading, exact: true });

/** The selected tab's index, checked against the panel that is shown. */
async function expectSelected(page: Page, n: number) {
  for (let i = 0; i < tabs.tabs.length; i++) {
    await expect(tab(page, i)).toHaveAttribute('aria-selected', String(i === n));
    await expect(tab(page, i)).toHaveAttribute('tabindex', i === n ? '0' : '-1');
    if (i === n) await expect(panelHeading(page, i)).toBeVisible();
    else await expect(panelHeading(page, i)).toBeHidden();
  }
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(tabs.tabs[n]?.label ?? '');
}

async function withTabsReady(page: Page) {
  await page.goto(blocksPage.path);
  await waitForIslands(page);
  await page.getByRole('tablist', { includeHidden: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('tablist', { name: tabs.label })).toBeVisible();
}

const personCard = (page: Page, name: string): Locator =>
  page
    .getByTestId('team')
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3, name, exact: true }),
    });

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('case study cards link to their pages, and the case study page shows its story', async ({
      page,
    }) => {
      await page.goto(blocksPage.path);
      const grid = page.getByTestId('case-studies');
      const cardItems = grid.locator(':scope > li');
      await expect(cardItems).toHaveCount(cards.studies.length);
      for (const s of cards.studies) {
        const link = grid.getByRole('link', { name: s.title, exact: true });
        await expect(link).toHaveAttribute('href', s.href);
        const card = cardItems.filter({
          has: page.getByRole('link', { name: s.title, exact: true }),
        });
        await expect(card).toContainText(s.client);
        for (const tag of s.tags) await expect(card.getByRole('listitem')).toContainText([tag]);
      }
      await expectNoOverflow(page);
      await expectNoViolations(page, `agency blocks showcase, ${name}`);

      // The whole card is the link: a click on its summary follows it.
      const [first] = cards.studies;
      // The mouse, not a locator's click: the link's cover over the text is what gets the click.
      const summary = grid.getByText(first?.summary ?? '', { exact: true });
      await summary.scrollIntoViewIfNeeded();
      const box = await summary.boundingBox();
      if (!box) throw new Error('the summary is not laid out');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(new RegExp(`${first?.href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const facts = page.getByTestId('case-study-facts');
      await expect(facts).toContainText(study.client);
      for (const tech of study.technologies) await expect(facts).toContainText(tech);
      for (const heading of [study.challengeHeading, study.solutionHeading, study.resultsHeading])
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      for (const result of study.results)
        await expect(page.getByRole('listitem').filter({ hasText: result })).toBeVisible();
      await expect(page.locator('blockquote')).toHaveText(study.quote?.text ?? '');
      await expectNoOverflow(page);
      await expectNoViolations(page, `case study page, ${name}`);
    });

    test('team members show a photo or their initials, and each link names its person', async ({
      page,
    }) => {
      await page.goto(blocksPage.path);
      for (const person of team.people) {
        const card = personCard(page, person.name);
        await expect(card).toContainText(person.role);
        if (person.photo)
          await expect(card.locator('img')).toHaveAttribute('src', person.photo.src);
        else await expect(card.getByTestId('initials')).toBeVisible();
        for (const link of person.links) {
          const named = card.getByRole('link', { name: new RegExp(`${person.name}$`) });
          await expect(named.and(page.locator(`[href="${link.href}"]`))).toBeVisible();
        }
      }
      // Initials are decoration: the name beside them is what a screen reader reads.
      await expect(page.getByTestId('initials').first()).toHaveAttribute('aria-hidden', 'true');
      await expectNoOverflow(page);
    });

    test('tabs: one panel at a time, chosen by a tab', async ({ page }) => {
      await withTabsReady(page);
      await expectSelected(page, 0);
      await tab(page, 1).click();
      await expectSelected(page, 1);
      await expectNoOverflow(page);
      await expectNoViolations(page, `tabs, ${name}`);
    });
  });
}

test('tabs: the arrow keys, Home and End move between tabs and show their panels; Tab leaves the row', async ({
  page,
}) => {
  await withTabsReady(page);
  await tab(page, 0).focus();
  const last = tabs.tabs.length - 1;
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 1)).toBeFocused();
  await expectSelected(page, 1);
  await page.keyboard.press('End');
  await expect(tab(page, last)).toBeFocused();
  await expectSelected(page, last);
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 0)).toBeFocused();
  await expectSelected(page, 0);
  await page.keyboard.press('ArrowLeft');
  await expectSelected(page, last);
  await page.keyboard.press('Home');
  await expect(tab(page, 0)).toBeFocused();
  await expectSelected(page, 0);
  // Only the selected tab is in the Tab order: the next stop is its panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tab(page, 0)).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`every tab panel is shown, one under the other, with its heading, on a ${name} screen`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(blocksPage.path);
      await expect(page.getByRole('tablist', { includeHidden: true })).toBeHidden();
      await expect(page.getByRole('tabpanel')).toHaveCount(0);
      const tops: number[] = [];
      for (let i = 0; i < tabs.tabs.length; i++) {
        await expect(panelHeading(page, i)).toBeVisible();
        for (const text of tabs.tabs[i]?.paragraphs ?? [])
          await expect(page.getByText(text, { exact: true })).toBeVisible();
        tops.push((await panelHeading(page, i).boundingBox())?.y ?? Number.NaN);
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      await expectNoOverflow(page);
      await expectMarkupAccessible(
        browser,
        `${baseURL}${blocksPage.path}`,
        viewport,
        `showcase without scripts, ${name}`,
      );
    });
  }
});
