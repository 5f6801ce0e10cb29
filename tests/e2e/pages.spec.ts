import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { routePaths } from './routes';
import { viewports, waitForHydration } from './support';

const site: unknown = JSON.parse(readFileSync('site.config.json', 'utf8'));

/** Replaces `{{company.x}}` placeholders with the site config's values, as the build does. */
function resolve(text: string): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    let value: unknown = site;
    for (const key of name.split('.'))
      value = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
    return typeof value === 'string' ? value : match;
  });
}

/** The h1 a page's JSON promises: its hero heading, or a rich text / 404 heading of level 1. */
function expectedHeading(path: string): string | undefined {
  for (const file of readdirSync('pages').filter((f) => f.endsWith('.json'))) {
    const page: unknown = JSON.parse(readFileSync(`pages/${file}`, 'utf8'));
    if (!isRecord(page) || page.path !== path || !Array.isArray(page.blocks)) continue;
    for (const block of page.blocks) {
      if (!isRecord(block) || typeof block.heading !== 'string') continue;
      const isH1 =
        block.type === 'hero' ||
        block.type === 'notFound' ||
        (block.type === 'richText' && block.headingLevel === 1);
      if (isH1) return resolve(block.heading);
    }
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Scrolls through the page so every lazily loaded image is requested, then waits for them. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** The section whose h2 has this exact text. */
const section = (page: Page, heading: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

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
        const heading = expectedHeading(path);
        if (heading) await expect(h1).toHaveText(heading);
        else await expect(h1).not.toBeEmpty();

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

const storefront = resolve('{{company.hostingStorefront}}');
const company = resolve('{{company.name}}');

/** The card titles (h3) of a grid section, in order. */
const cardTitles = (scope: Locator) => scope.getByTestId('feature-grid').locator('h3');

test.describe('home page content', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has the meta of the spec and a visible Get in Touch button', async ({ page }) => {
    await expect(page).toHaveTitle(/AI-Based IT Service .*Product-Based Company in Chennai/);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /IT services and AI solutions/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'IT services, custom software, mobile apps, digital marketing, consulting',
    );
    await expect(page.getByRole('link', { name: 'Get in Touch' }).first()).toBeVisible();
  });

  test('has four carousel slides linking to the spec targets', async ({ page }) => {
    const slides = page.getByTestId('carousel-slide');
    await expect(slides).toHaveCount(4);
    const titles = await slides.locator('h2').allTextContents();
    expect(titles).toEqual([
      'Software Development',
      'Cloud Solutions',
      'Training and Placement',
      'Communication',
    ]);
    const hrefs = await slides
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/services', '/cloud', '/web-development', '/communication']);
  });

  test('has the grids of the spec with their counts', async ({ page }) => {
    await expect(cardTitles(section(page, 'Our Expertise'))).toHaveCount(6);
    await expect(cardTitles(section(page, `What Sets ${company} Apart`))).toHaveCount(8);
    await expect(cardTitles(section(page, 'Your Goals, Our Vision'))).toHaveText([
      'Business Operations',
      'Customer Marketing',
      'Enterprise Technology Performance',
      'Strategy Analytics',
      'Product Design',
      'Management',
    ]);
    await expect(cardTitles(section(page, "Why We're Your Best Fit"))).toHaveText([
      'Digital Innovation',
      'Passionate Approach',
      'Transparent Business',
      'Customized Solutions',
      'Technical Support',
      'Reliable Clients Service',
      'Delivery On Time',
      'Cost-Effective Services',
    ]);
    const columns = (heading: string) =>
      section(page, heading)
        .getByTestId('feature-grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(await columns(`What Sets ${company} Apart`)).toBe(4);
    expect(await columns('Your Goals, Our Vision')).toBe(3);
    expect(await columns("Why We're Your Best Fit")).toBe(4);
    await expect(page.locator('[data-variant="promo"] h3')).toHaveText([
      'Elevate Your Business',
      'Your Success Is Our Mission',
      'Transform Your Vision into Reality',
    ]);
  });
});

const hostingCards: Record<string, string[]> = {
  '/vps-hosting': [
    'Dedicated Resources',
    'Scalability',
    'Root Access for Full Control',
    'Enhanced Security',
    'Optimal Performance',
    'Custom Configuration',
    'Flexible Operating Systems',
    'Managed or Unmanaged VPS',
    '24/7 Support',
  ],
  '/wordpress-hosting': [
    'Optimized for Speed',
    'Top-Tier Security',
    'Reliable Uptime',
    'Automatic Backups and Updates',
    'Seamless Scalability',
    'One-Click WordPress Installation',
  ],
  '/cloud-server': [
    'Scalability',
    'Reliability',
    'Security',
    'Cost Efficiency',
    'Global Reach',
    'Easy Management',
    'Seamless Integration',
  ],
};

for (const [path, titles] of Object.entries(hostingCards)) {
  test(`${path} has the ${titles.length} cards of the spec, each opening the storefront safely`, async ({
    page,
  }) => {
    await page.goto(path);
    const cards = page.locator('[data-testid="feature-grid"] > li', {
      has: page.getByRole('link', { name: /^Click here/ }),
    });
    await expect(cards.locator('h3')).toHaveText(titles);
    const links = cards.getByRole('link', { name: /^Click here/ });
    await expect(links).toHaveCount(titles.length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', new RegExp(`^${storefront}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The logo row of each service page and its number of logos (decisions.md #13). */
const logoCounts: Record<string, number> = {
  '/mobile-app-development': 4,
  '/web-design': 9,
  '/software-products': 10,
  '/eCommerce-website-development': 6,
  '/email-templates': 6,
  '/cms-website-development': 6,
  '/open-source-development': 15,
  '/payment-gateway-integration': 6,
  '/content-writing': 6,
  '/advertising': 3,
  '/social-media-marketing': 10,
  '/search-engine-optimization': 7,
};

for (const [path, count] of Object.entries(logoCounts)) {
  test(`${path} has one logo row of ${count} logos`, async ({ page }) => {
    await page.goto(path);
    const rows = page.getByTestId('logo-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('li img')).toHaveCount(count);
  });
}

const servicePages = [
  ...Object.keys(logoCounts),
  '/product-designs',
  '/branding',
  '/domain-registration',
  '/wordpress-hosting',
  '/cloud-server',
  '/vps-hosting',
  '/web-development',
  '/digital-marketing',
];

for (const path of servicePages) {
  test(`${path} has a "Build my" hero button and CONTACT US, both for the enquiry`, async ({
    page,
  }) => {
    await page.goto(path);
    const build = page.locator('main header').getByRole('link', { name: /^Build my / });
    await expect(build).toBeVisible();
    await expect(build).toHaveAttribute('aria-haspopup', 'dialog');
    const contact = page.getByRole('link', { name: 'CONTACT US', exact: true });
    await expect(contact).toHaveAttribute('aria-haspopup', 'dialog');
  });
}

test('the hero button of a service page opens the enquiry dialog', async ({ page }) => {
  await page.goto('/mobile-app-development');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Build my Mobile Development' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

const hubLinks: Record<string, string[]> = {
  '/web-development': [
    '/web-design',
    '/ecommerce-website-development',
    '/email-templates',
    '/cms-website-development',
    '/payment-gateway-integration',
  ],
  '/digital-marketing': [
    '/advertising',
    '/social-media-marketing',
    '/search-engine-optimization',
    '/content-writing',
    '/branding',
  ],
};

for (const [path, hrefs] of Object.entries(hubLinks)) {
  test(`${path} links its five service cards`, async ({ page }) => {
    await page.goto(path);
    const links = page.getByTestId('feature-grid').first().locator('h3 a');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(hrefs);
    await expect(page.getByRole('link', { name: 'CONTACT US', exact: true })).toBeVisible();
  });
}

test('the lowercase e-commerce card link reaches the e-commerce page', async ({ page }) => {
  await page.goto('/web-development');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'E-commerce Website Development' }).click();
  await expect(page).toHaveURL(/\/eCommerce-website-development$/);
  await expect(page.locator('h1')).toHaveText('E-commerce Websites Built to Sell');
});

test('careers lists both positions with an Apply now button each', async ({ page }) => {
  await page.goto('/careers');
  const jobs = page.getByTestId('job-openings').locator('> li');
  await expect(jobs.locator('h3')).toHaveText(['PHP DEVELOPER', 'MBA (Finance)']);
  await expect(jobs.nth(0)).toContainText('Laravel 8');
  await expect(jobs.nth(0)).toContainText('Chennai');
  await expect(jobs.nth(1)).toContainText('taxation and audit');
  for (const job of await jobs.all()) {
    await expect(job).toContainText('2+ years');
    await expect(job.getByRole('link', { name: 'Apply now' })).toBeVisible();
  }
});

test('the legal pages have their numbered sections', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.locator('main section h2[id^="legal-"]')).toHaveCount(12);
  await page.goto('/privacy-policy');
  await expect(page.locator('main section h2[id^="legal-"]')).toHaveCount(6);
});
