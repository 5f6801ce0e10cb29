import { expect, test, type Locator, type Page as Tab } from '@playwright/test';
import type { Action } from '../../src/schema/common';
import { blocksOf, h1Of, literal, pageAt, pages, pagesWith, site } from './content';
import { routePaths } from './routes';
import { viewports, waitForIslands } from './support';

// What each page shows is read from its JSON (see content.ts): these tests check that the
// blocks render what the files say, with the structure and behaviour the site promises.

/** Scrolls through the page so every lazily loaded image is requested, then waits for them. */
async function loadAllImages(page: Tab) {
  // Lazy images load only near the viewport. Scrolling through the page to start each one depends
  // on frame timing (it timed out once on a busy machine); asking every image to load at once is
  // deterministic and checks the same thing: every source resolves.
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** The section whose h2 has this exact text. */
const section = (page: Tab, heading: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

type Grid = ReturnType<typeof blocksOf<'featureGrid'>>[number];

/** A grid on the page: under its heading, or (without one) the grid holding its first card. */
function gridOn(page: Tab, grid: Grid): Locator {
  if (grid.heading) return section(page, grid.heading).getByTestId('feature-grid');
  const first = grid.cards[0]?.title ?? '';
  return page
    .getByTestId('feature-grid')
    .filter({ has: page.getByRole('heading', { name: first, exact: true }) });
}

const gridName = (grid: Grid) => grid.heading ?? grid.cards[0]?.title;

const dialogActions = (actions: readonly Action[]) =>
  actions.flatMap((action) => ('opens' in action ? [action] : []));

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`every page at ${name} width`, () => {
    test.use({ viewport });
    for (const path of routePaths) {
      test(`${path} shows its heading, fits the screen and has no broken image`, async ({
        page,
      }) => {
        await page.goto(encodeURI(path));
        const h1 = page.locator('h1');
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        // The text as shown (a heading may hold texts for states the page is not in).
        await expect(h1).toHaveText(h1Of(pageAt(path)), { useInnerText: true });

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

        await loadAllImages(page);
        const broken = await page.evaluate(() =>
          [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.src),
        );
        expect(broken).toEqual([]);
        const unlabelled = await page.locator('main img:not([alt])').count();
        expect(unlabelled, 'images without alt').toBe(0);
      });
    }
  });
}

test.describe('home page', () => {
  const home = pageAt('/');
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has its title, description and keywords, and its dialog buttons', async ({ page }) => {
    await expect(page).toHaveTitle(home.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      home.description,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      home.keywords.join(', '),
    );
    const buttons = dialogActions(
      home.blocks.flatMap((block) => ('actions' in block ? block.actions : [])),
    );
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons)
      await expect(page.getByRole('link', { name: button.label }).first()).toBeVisible();
  });

  test('shows every carousel slide with its title and link', async ({ page }) => {
    const [carousel] = blocksOf(home, 'heroCarousel');
    if (!carousel) throw new Error('the home page has no carousel');
    const slides = page.getByTestId('carousel-slide');
    await expect(slides).toHaveCount(carousel.slides.length);
    await expect(slides.locator('h2')).toHaveText(carousel.slides.map((s) => s.title));
    const hrefs = await slides
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(carousel.slides.map((s) => s.link.href));
  });

  test('shows each grid with its cards, in its number of columns on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    for (const grid of blocksOf(home, 'featureGrid')) {
      const scope = gridOn(page, grid);
      await expect(scope.locator('h3')).toHaveText(grid.cards.map((c) => c.title));
      const columns = await scope.evaluate(
        (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
      );
      expect(columns, gridName(grid)).toBe(grid.columns);
    }
  });
});

// Cards whose button leaves the site in a new tab (the hosting storefront).
const newTabCards = pagesWith('featureGrid').flatMap(({ page, blocks }) => {
  const cards = blocks.flatMap((b) =>
    b.cards.filter((c) => c.action && 'href' in c.action && c.action.newTab),
  );
  return cards.length > 0 ? [{ path: page.path, cards }] : [];
});

test('some page has cards opening another site in a new tab', () => {
  expect(newTabCards.length).toBeGreaterThan(0);
});

for (const { path, cards } of newTabCards) {
  test(`${path}: each card's button opens its site in a new tab, safely`, async ({ page }) => {
    await page.goto(encodeURI(path));
    for (const card of cards) {
      const action = card.action;
      if (!action || !('href' in action)) continue;
      const item = page.getByTestId('feature-grid').locator('> li', {
        has: page.getByRole('heading', { name: card.title, exact: true }),
      });
      const link = item.getByRole('link', { name: new RegExp(`^${literal(action.label)}`) });
      await expect(link).toHaveAttribute('href', action.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
}

for (const { page: data, blocks } of pagesWith('logoRow')) {
  test(`${data.path} shows its logo rows with every logo`, async ({ page }) => {
    await page.goto(encodeURI(data.path));
    const rows = page.getByTestId('logo-row');
    await expect(rows).toHaveCount(blocks.length);
    for (const [i, row] of blocks.entries())
      await expect(rows.nth(i).locator('li img')).toHaveCount(row.logos.length);
  });
}

// Buttons in a page's hero that open a form dialog; without JavaScript they are links.
const heroDialogs = pagesWith('hero').flatMap(({ page, blocks }) => {
  const actions = blocks.flatMap((b) => dialogActions(b.actions));
  return actions.length > 0 ? [{ path: page.path, actions }] : [];
});

for (const { path, actions } of heroDialogs) {
  test(`${path}: the hero's dialog buttons say they open a dialog`, async ({ page }) => {
    await page.goto(encodeURI(path));
    for (const action of actions) {
      const button = page.locator('main header').getByRole('link', { name: action.label });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    }
  });
}

test("a hero button opens its form's dialog", async ({ page }) => {
  const first = heroDialogs[0];
  const action = first?.actions[0];
  if (!first || !action) throw new Error('no hero opens a dialog');
  await page.goto(encodeURI(first.path));
  await waitForIslands(page);
  await page.locator('main header').getByRole('link', { name: action.label }).click();
  const title = site.forms[action.opens].title ?? site.forms[action.opens].submitLabel;
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
});

// Grids whose cards link to other pages (the hub pages).
const linkedGrids = pagesWith('featureGrid').flatMap(({ page, blocks }) =>
  blocks.filter((b) => b.cards.some((c) => c.href)).map((grid) => ({ path: page.path, grid })),
);

for (const { path, grid } of linkedGrids) {
  test(`${path}: the cards of "${gridName(grid)}" link to their pages`, async ({ page }) => {
    await page.goto(encodeURI(path));
    const links = gridOn(page, grid).locator('h3 a');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      grid.cards.flatMap((c) => (c.href ? [c.href] : [])),
    );
  });
}

test('a card link written in another case reaches the page', async ({ page }) => {
  const target = linkedGrids
    .flatMap(({ path, grid }) => grid.cards.map((card) => ({ path, card })))
    .map(({ path, card }) => ({
      path,
      card,
      page: pages.find((p) => p.path.toLowerCase() === card.href?.toLowerCase()),
    }))
    .find((c) => c.page && c.page.path !== c.card.href);
  if (!target?.page) throw new Error('no card links to a page in another case');
  await page.goto(encodeURI(target.path));
  await waitForIslands(page);
  await page.getByRole('link', { name: target.card.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(encodeURI(target.page.path))}$`));
  await expect(page.locator('h1')).toHaveText(h1Of(target.page));
});

for (const { page: data, blocks } of pagesWith('jobOpenings')) {
  test(`${data.path} lists its jobs with their facts and an apply button each`, async ({
    page,
  }) => {
    await page.goto(encodeURI(data.path));
    const jobs = page.getByTestId('job-openings').locator('> li');
    const declared = blocks.flatMap((b) => b.jobs);
    await expect(jobs.locator('h3')).toHaveText(declared.map((j) => j.title));
    for (const [i, job] of declared.entries()) {
      const item = jobs.nth(i);
      await expect(item).toContainText(job.experience);
      if (job.location) await expect(item).toContainText(job.location);
      for (const requirement of job.requirements)
        await expect(item.getByRole('listitem').filter({ hasText: requirement })).toHaveCount(1);
      await expect(
        item.getByRole('link', { name: new RegExp(`^${job.action.label}`) }),
      ).toHaveAttribute('aria-haspopup', 'dialog');
    }
  });
}

for (const { page: data, blocks } of pagesWith('legalSections')) {
  test(`${data.path} shows each legal section as a numbered heading`, async ({ page }) => {
    await page.goto(encodeURI(data.path));
    const titles = blocks.flatMap((b) =>
      b.sections.map((section, i) => `${b.numbered ? `${i + 1}. ` : ''}${section.title}`),
    );
    await expect(page.locator('main section h2[id^="legal-"]')).toHaveText(titles);
  });
}
