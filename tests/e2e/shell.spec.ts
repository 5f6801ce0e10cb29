import { expect, test } from '@playwright/test';
import { settleMs } from '../../src/engine/tooling/boot-script';
import { blocksOf, h1Of, literal, navPathTo, pageAt, site } from './content';
import { expectOpen, hamburger, openHamburger, services, summaryNamed } from './nav-support';
import { viewports, waitForIslands, watchConsole } from './support';

// Labels and texts come from site.config.json and pages/ (see content.ts), so these tests check
// how the shell behaves, not what the marketing copy says.

const [subLink] = services.submenu.items;
if (!subLink) throw new Error('the submenu is empty');
const lastSubLink = services.submenu.items.at(-1) ?? subLink;
const [terms, privacy] = site.footer.legal;
if (!terms || !privacy) throw new Error('the footer needs two legal links');
const vps = pageAt('/vps-hosting');
const notFound = blocksOf(pageAt('/404'), 'notFound')[0];
if (!notFound) throw new Error('the 404 page has no notFound block');
const [phone] = site.company.phones;
if (!phone) throw new Error('the company has no phone');

test.describe('desktop navigation', () => {
  test.use({ viewport: viewports.desktop });

  test('hydrates without warnings and opens the Services dropdown with its nested Hosting / Server submenu', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto('/');
    await waitForIslands(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const group = summaryNamed(nav, services.label);
    // The pointer opens it on hover; the click that follows must not close it again.
    await group.click();
    await expectOpen(group, true);
    for (const link of services.links)
      await expect(nav.locator(`a[href="${link.href}"]`).first()).toBeVisible();
    const submenu = summaryNamed(nav, services.submenu.label).first();
    await submenu.hover();
    await expect(nav.getByRole('link', { name: lastSubLink.label }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expectOpen(group, false);
    await expect(group).toBeFocused();

    // A link of the nested submenu leads to its page and closes the menu.
    await group.hover();
    await submenu.hover();
    await nav.getByRole('link', { name: lastSubLink.label, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${literal(lastSubLink.href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      h1Of(pageAt(lastSubLink.href)),
    );
    await expectOpen(group, false);
    console.expectClean();
  });

  test('a dropdown toggles from the keyboard, opening another closes it, a click outside closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForIslands(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const group = summaryNamed(nav, services.label);
    await group.focus();
    await page.keyboard.press('Enter');
    await expectOpen(group, true);
    await page.keyboard.press('Enter');
    await expectOpen(group, false);
    await page.keyboard.press('Space');
    await expectOpen(group, true);

    const other = site.nav.filter((item) => 'items' in item).at(-1);
    if (!other || other.label === services.label) throw new Error('the menu needs two groups');
    const otherGroup = summaryNamed(nav, other.label).last();
    await otherGroup.focus();
    await page.keyboard.press('Enter');
    await expectOpen(otherGroup, true);
    await expectOpen(group, false);

    await page.getByRole('heading', { level: 1 }).click();
    await expectOpen(otherGroup, false);
  });

  test('a menu link opens its page with its title and meta, at the top', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/');
    await waitForIslands(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 500);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The VPS page through its last place in the menu (a top-level group).
    const route = navPathTo(vps.path, site.nav.slice().reverse());
    if (!route?.menus[0]) throw new Error('the VPS page is in no header menu');
    await summaryNamed(nav, route.menus[0]).last().click();
    await nav.locator(`a[href="${vps.path}"]`).last().click();
    await expect(page).toHaveURL(/\/vps-hosting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1Of(vps));
    await expect(page).toHaveTitle(vps.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/vps-hosting$/);
    await page.waitForFunction(() => window.scrollY === 0);
    console.expectClean();
  });

  test('shows the floating actions with the company phone and messaging links from config', async ({
    page,
  }) => {
    await page.goto('/vps-hosting');
    const quick = page.getByRole('complementary', { name: 'Quick contact' });
    await expect(quick.locator(`a[href="tel:${phone.e164}"]`)).toHaveAccessibleName(
      new RegExp(phone.display.replace(/\+/g, '\\+')),
    );
    const messaging = quick.locator(`a[href="${site.company.messagingApp.url}"]`);
    await expect(messaging).toHaveAccessibleName(new RegExp(site.company.messagingApp.name));
    await expect(messaging).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('button', { name: /Chat with our AI assistant/ })).toBeVisible();
  });

  test('footer shows the current year and the legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.company.name}`);
    for (const link of site.footer.legal)
      await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: viewports.mobile });

  test('hamburger menu: accordion sections, a chosen link closes it, Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = await openHamburger(page);
    const toggle = hamburger(page);
    const box = await menu.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(812 - 64 + 1);

    const section = summaryNamed(menu, services.label);
    await section.click();
    await summaryNamed(menu, services.submenu.label).first().click();
    await expect(menu.getByRole('link', { name: lastSubLink.label }).first()).toBeVisible();
    // Opening another section closes the first one.
    const other = site.nav.filter((item) => 'items' in item).at(-1);
    if (!other || other.label === services.label) throw new Error('the menu needs two sections');
    await summaryNamed(menu, other.label).last().click();
    await expectOpen(section, false);
    await menu.locator(`a[href="${subLink.href}"]`).last().click();
    await expect(page).toHaveURL(new RegExp(`${literal(subLink.href)}$`));
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Open menu');

    // A new page: Escape is the menus script's, which starts after the page has loaded.
    await waitForIslands(page);
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Open menu');
  });

  test('an island whose code arrives late does not take focus from where the visitor moved it', async ({
    page,
  }) => {
    await page.goto('/contact-info');
    await waitForIslands(page);
    // From here on every script arrives late, as on a slow connection.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const form = page.locator('[data-island="contactForm"]');
    const field = form.getByRole('textbox').first();
    // The visitor starts typing; the form's code is asked for, and while it is on its way the
    // visitor moves on to the menu.
    const formCode = page.waitForRequest(/\/assets\/InteractiveForm-[^/]+\.js$/);
    await field.focus();
    await page.keyboard.type('A');
    await formCode;
    await hamburger(page).focus();
    // The form becomes the scripted one with what was typed, and focus stays on the menu.
    await expect(form.locator('form:not([method])')).toBeVisible();
    await expect(form.getByRole('textbox').first()).toHaveValue('A');
    await expect(hamburger(page)).toBeFocused();
  });

  test('at the end of the page the floating buttons leave the footer links uncovered', async ({
    page,
  }) => {
    await page.goto('/vps-hosting');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.getByRole('contentinfo');
    // The buttons themselves: the landmark spans the page below the first screen.
    const buttons = page
      .getByRole('complementary', { name: /quick contact/i })
      .locator('a, button:visible');
    const clusters = await Promise.all((await buttons.all()).map((b) => b.boundingBox()));
    for (const { label: name } of site.footer.legal) {
      const link = (await footer.getByRole('link', { name }).boundingBox())!;
      for (const cluster of clusters) {
        const overlaps =
          !!cluster &&
          link.x < cluster.x + cluster.width &&
          cluster.x < link.x + link.width &&
          link.y < cluster.y + cluster.height &&
          cluster.y < link.y + link.height;
        expect(overlaps, `${name} is covered by the floating buttons`).toBe(false);
      }
    }
  });

  test('a toast stays clear of the floating buttons', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    // The quickest toast to raise: the chat's code failing to load says so in one.
    await page.route('**/assets/FloatingCluster-*.js', (route) => route.abort());
    await page.locator('#chat-toggle').click();
    const toast = page.getByRole('status').filter({ hasText: /\S/ });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const buttons = page
      .getByRole('complementary', { name: /quick contact/i })
      .locator('a, button:visible');
    for (const button of await buttons.all()) {
      const b = (await button.boundingBox())!;
      const overlaps =
        box.x < b.x + b.width &&
        b.x < box.x + box.width &&
        box.y < b.y + b.height &&
        b.y < box.y + box.height;
      expect(overlaps, `the toast covers ${await button.getAttribute('aria-label')}`).toBe(false);
    }
  });

  test('resting over the footer, every floating button keeps a visible edge', async ({ page }) => {
    await page.goto('/vps-hosting');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Non-text contrast (WCAG 1.4.11): the button's ring, or else its fill, against the footer.
    const edges = await page.evaluate(() => {
      const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = rgb(colour).map((v) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const contrast = (a: string, b: string) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      };
      const footer = getComputedStyle(document.querySelector('footer')!).backgroundColor;
      const cluster = document.querySelector('aside[aria-label="Quick contact"]')!;
      return [...cluster.querySelectorAll<HTMLElement>('a, button')]
        .filter((b) => b.checkVisibility())
        .map((button) => {
          const style = getComputedStyle(button);
          const ring = parseFloat(style.borderTopWidth) > 0 ? style.borderTopColor : undefined;
          const edge = Math.max(
            ring ? contrast(ring, footer) : 0,
            contrast(style.backgroundColor, footer),
          );
          return { button: button.getAttribute('aria-label'), edge: Math.round(edge * 10) / 10 };
        });
    });
    expect(edges.length).toBeGreaterThan(0);
    for (const { button, edge } of edges)
      expect(edge, `${button}: edge contrast against the footer`).toBeGreaterThanOrEqual(3);
  });
});

test.describe('routing', () => {
  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible();
    await expect(page.getByText(notFound.text)).toBeVisible();
    await waitForIslands(page);
    await page.getByRole('link', { name: notFound.link.label }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a path in another case is redirected with 301 to the canonical path', async ({
    request,
    page,
  }) => {
    const response = await request.get('/ECOMMERCE-website-development', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/eCommerce-website-development$/);
    await page.goto('/ecommerce-website-development');
    await expect(page).toHaveURL(/\/eCommerce-website-development$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a lowercase link inside the site reaches the page through one redirect', async ({
    page,
  }) => {
    await page.goto('/web-development');
    await waitForIslands(page);
    const before = await page.evaluate(() => history.length);
    await page.locator('a[href="/ecommerce-website-development"]').first().click();
    await expect(page).toHaveURL(/\/eCommerce-website-development$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  test('a dialog link whose code cannot load goes to the page with the same form', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.route('**/assets/dialogs-*.js', (route) => route.abort());
    const link = page.locator('main a[data-opens]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main form')).toBeVisible();
  });

  test('a chat that cannot load says "Loading chunk failed" with a retry that works', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.route('**/assets/FloatingCluster-*.js', (route) => route.abort());
    const toggle = page.locator('#chat-toggle');
    await toggle.click();
    const status = page.getByRole('status').filter({ hasText: 'Loading chunk failed' });
    await expect(status).toBeVisible();
    await page.unroute('**/assets/FloatingCluster-*.js');
    await status.getByRole('button', { name: 'Retry' }).click();
    await waitForIslands(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

test('a page of static blocks runs only the loader and the menus script; an island loads its code on use', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/terms-and-conditions');
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
  // The loader (its entry and the boot chunk of what it imports) and the header menus' script,
  // nothing of the page's blocks.
  const shellOnly = () => scripts.filter((s) => !/\/assets\/(index|boot|menus)-[^/]+\.js$/.test(s));
  expect(shellOnly()).toEqual([]);

  scripts.length = 0;
  await page.goto('/contact-info');
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
  expect(shellOnly()).toEqual([]);
  await page.locator('[data-island="contactForm"]').getByRole('textbox').first().focus();
  await expect(page.locator('[data-island="contactForm"]')).toHaveAttribute('data-awake', '');
  expect(scripts.some((s) => s.includes('block-contact-form'))).toBe(true);
  expect(
    scripts.filter((s) => /block-(hero-carousel|logo-row|faq|legal-sections)-/.test(s)),
  ).toEqual([]);
});

test('the loader is fetched once the loaded page is on screen, or a moment after load', async ({
  page,
}) => {
  // When each largest contentful paint reached the screen, as the browser reports it.
  await page.addInitScript(() => {
    const paints: number[] = [];
    Object.assign(window, { paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/vps-hosting');
  await waitForIslands(page);
  const { paints, loaded, loaderRequested } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const loader = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name));
    return {
      paints: 'paints' in window && Array.isArray(window.paints) ? window.paints.map(Number) : [],
      loaded: navigation instanceof PerformanceNavigationTiming ? navigation.loadEventStart : NaN,
      loaderRequested: loader?.startTime ?? NaN,
    };
  });
  expect(paints.length).toBeGreaterThan(0);
  // A paint after load is the frame showing the loaded page; before it reaches the screen the
  // loader's download and parsing would compete with its raster.
  const shown = paints.find((time) => time >= loaded) ?? Infinity;
  expect(loaderRequested).toBeGreaterThanOrEqual(Math.min(shown, loaded + settleMs));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every prerendered page carries its content, title and meta', async ({ page }) => {
    await page.goto('/vps-hosting');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(vps.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1Of(vps));
    for (const card of blocksOf(vps, 'featureGrid').flatMap((grid) => grid.cards))
      await expect(page.getByRole('heading', { name: card.title, exact: true })).toBeVisible();
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toBe(vps.description);
    expect(await meta('meta[name="keywords"]')).toBe(vps.keywords.join(', '));
    expect(await meta('meta[name="robots"]')).toBe(vps.robots);
    expect(await meta('meta[property="og:title"]')).toBe(vps.title);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.url}${vps.path}`,
    );
    expect(await page.locator('style[data-styled]').count()).toBeGreaterThan(0);
  });

  test('the floating actions offer the phone and messaging links, not a chat that needs scripts', async ({
    page,
  }) => {
    await page.goto('/');
    const cluster = page.getByRole('complementary', { name: /quick contact/i });
    await expect(cluster.locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();
    await expect(cluster.locator(`a[href="${site.company.messagingApp.url}"]`)).toBeVisible();
    await expect(page.locator('#chat-toggle')).toBeHidden();
  });

  test('a legal page is readable with all its sections', async ({ page }) => {
    await page.goto(terms.href);
    const sections = blocksOf(pageAt(terms.href), 'legalSections').flatMap((b) => b.sections);
    await expect(page.locator('main section h2[id^="legal-"]')).toHaveCount(sections.length);
    const paragraph = sections.flatMap((s) => s.paragraphs).at(-1);
    if (paragraph) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
  });
});
