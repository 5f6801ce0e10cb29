import { expect, test } from '@playwright/test';
import { viewports, waitForHydration, watchConsole } from './support';

test.describe('desktop navigation', () => {
  test.use({ viewport: viewports.desktop });

  test('hydrates without warnings and opens the Services dropdown with its nested Hosting / Server submenu', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    for (const name of [
      'Web Development',
      'Mobile App Development',
      'Digital Marketing',
      'Software Products',
      'Product Design',
    ]) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Hosting / Server' }).first().hover();
    await expect(nav.getByRole('link', { name: 'Cloud Server' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav.getByRole('button', { name: 'Services' })).toBeFocused();
    console.expectClean();
  });

  test('navigates on the client, updates title and meta, and scrolls to the top', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 500);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Hosting / Server' }).last().click();
    await nav
      .getByRole('link', { name: /^VPS Hosting/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/vps-hosting$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('VPS');
    await expect(page).toHaveTitle(/VPS Hosting/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/vps-hosting$/);
    await page.waitForFunction(() => window.scrollY === 0);
    console.expectClean();
  });

  test('shows the floating actions with the company phone and messaging links from config', async ({
    page,
  }) => {
    await page.goto('/vps-hosting');
    await expect(page.getByRole('link', { name: /Call us at \+91 44 4000 0000/ })).toHaveAttribute(
      'href',
      'tel:+914440000000',
    );
    const messaging = page.getByRole('link', { name: /Message us on WhatsApp/ });
    await expect(messaging).toHaveAttribute('href', 'https://wa.me/919000000000');
    await expect(messaging).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('button', { name: /Chat with our AI assistant/ })).toBeVisible();
  });

  test('footer shows the current year and the legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Aruvi Technologies`);
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: viewports.mobile });

  test('hamburger menu: accordion sections, a chosen link closes it, Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(812 - 64 + 1);

    await menu.getByRole('button', { name: 'Services' }).click();
    await menu.getByRole('button', { name: 'Hosting / Server' }).first().click();
    await expect(menu.getByRole('link', { name: 'Cloud Server' }).first()).toBeVisible();
    await menu.getByRole('button', { name: 'Hosting / Server' }).last().click();
    await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await menu.getByRole('link', { name: 'WordPress Hosting' }).last().click();
    await expect(page).toHaveURL(/\/wordpress-hosting$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('at the end of the page the floating buttons leave the footer links uncovered', async ({
    page,
  }) => {
    await page.goto('/vps-hosting');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.getByRole('contentinfo');
    const buttons = page.getByRole('complementary', { name: /quick contact/i });
    const cluster = (await buttons.boundingBox())!;
    for (const name of ['Terms & Conditions', 'Privacy Policy']) {
      const link = (await footer.getByRole('link', { name }).boundingBox())!;
      const overlaps =
        link.x < cluster.x + cluster.width &&
        cluster.x < link.x + link.width &&
        link.y < cluster.y + cluster.height &&
        cluster.y < link.y + link.height;
      expect(overlaps, `${name} is covered by the floating buttons`).toBe(false);
    }
  });
});

test.describe('routing', () => {
  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Go Back Home' }).click();
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

  test('a lowercase link inside the site resolves on the client by replacing the URL', async ({
    page,
  }) => {
    await page.goto('/web-development');
    await waitForHydration(page);
    const before = await page.evaluate(() => history.length);
    await page.locator('a[href="/ecommerce-website-development"]').first().click();
    await expect(page).toHaveURL(/\/eCommerce-website-development$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  test('a chunk that fails to load shows "Loading chunk failed" with a retry', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/assets/block-legal-sections-*.js', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();
    await page.unroute('**/assets/block-legal-sections-*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
  });
});

test('a page downloads only the block renderers it uses', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/terms-and-conditions');
  await waitForHydration(page);
  expect(scripts.some((s) => s.includes('block-legal-sections'))).toBe(true);
  expect(scripts.filter((s) => /block-(hero-carousel|logo-row|faq)-/.test(s))).toEqual([]);
  expect(scripts.filter((s) => /\/(home|vps-hosting)-/.test(s))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every prerendered page carries its content, title and meta', async ({ page }) => {
    await page.goto('/vps-hosting');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/VPS Hosting/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const title of ['Dedicated Resources', 'Root Access for Full Control', '24/7 Support']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toMatch(/.{50,}/);
    expect(await meta('meta[name="keywords"]')).toContain('VPS');
    expect(await meta('meta[name="robots"]')).toBe('index, follow');
    expect(await meta('meta[property="og:title"]')).toMatch(/VPS Hosting/);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.aruvi.example/vps-hosting',
    );
    expect(await page.locator('style[data-styled]').count()).toBeGreaterThan(0);
  });

  test('the terms page is readable with all twelve sections', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(12);
    await expect(page.getByText(/by the 3rd of each month/)).toBeVisible();
  });
});
