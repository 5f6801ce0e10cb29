import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openStudio, test, type LiveSite } from './live-studio-support';
import { openBlockForm } from './support';

const editor = 'tess.experiments@example.com';
const file = 'pages/software-products.json';
const path = '/software-products';

// Twenty people's browsers, told apart by their user agent (the site hashes address and user
// agent, and every request here comes from one address), and a search engine's crawler.
const browsers = Array.from(
  { length: 20 },
  (_, i) =>
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.7 Safari/537.36`,
);
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const entities: Record<string, string> = {
  '&#x27;': "'",
  '&#39;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** The page's main heading as a visitor with `userAgent` is shown it. */
async function headingFor(live: LiveSite, userAgent: string): Promise<string> {
  const html = await (
    await fetch(`${live.url}${path}`, { headers: { 'User-Agent': userAgent } })
  ).text();
  const text = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  return text.replace(/&(#x27|#39|quot|lt|gt|amp);/g, (entity) => entities[entity] ?? entity);
}

const saveStatus = (page: Page) => page.locator('.save-status');
const pageFile = (live: LiveSite) =>
  JSON.parse(readFileSync(join(live.contentDir, file), 'utf8')) as Record<string, unknown>;

test.describe.configure({ mode: 'serial' });
test.beforeAll(({ live }) => live.addAccount(editor, 'Tara Tester', ['editor']));

test('a version of a block tested from the studio splits visitors, counts visitors and enquiries per version, and Promote publishes it for everyone', async ({
  live,
  page,
}) => {
  test.setTimeout(120_000);
  const commits = () => Number(live.git('rev-list', '--count', 'HEAD').trim());
  await openStudio(page, live, editor);
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(file)}`);
  await openBlockForm(page, 0);
  const heading = page.getByLabel(/^Heading/);
  const original = await heading.inputValue();
  expect(original).not.toBe('');

  // Test a version: the form now edits the variant, the original stays as it was.
  await page.getByRole('button', { name: 'Test a version' }).click();
  const versions = page.getByRole('group', { name: 'Version you are editing' });
  await expect(versions.getByRole('radio', { name: 'Variant' })).toBeChecked();
  const variant = `${original}, tried another way ${Date.now()}`;
  await heading.fill(variant);
  await expect(page.locator('.outline li[aria-current="true"]')).toContainText('Testing a version');
  // The preview shows the version being edited.
  const preview = page.frameLocator('.studio-preview-pane iframe');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(variant);
  await versions.getByText('Original').click();
  await expect(heading).toHaveValue(original);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(original);

  const before = commits();
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(saveStatus(page)).toHaveText('Published', { timeout: 30_000 });
  expect(commits()).toBe(before + 1);
  await expect(page.getByText(/The test is running/)).toBeVisible();

  // Each visitor sees one version, always the same one; search engines see the original.
  const seen = await Promise.all(browsers.map((agent) => headingFor(live, agent)));
  expect(new Set(seen)).toEqual(new Set([original, variant]));
  expect(await Promise.all(browsers.map((agent) => headingFor(live, agent)))).toEqual(seen);
  for (let i = 0; i < 3; i++) expect(await headingFor(live, crawler)).toBe(original);

  // One visitor shown each version sends an enquiry: each counts for the version its sender saw.
  const senders = [seen.indexOf(original), seen.indexOf(variant)];
  for (const [n, index] of senders.entries()) {
    const sent = await fetch(`${live.url}/api/pclinfo`, {
      method: 'POST',
      headers: { 'User-Agent': browsers[index] ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fname: 'Vani',
        lname: 'Visitor',
        email: `tested-${n}-${Date.now()}@example.com`,
        mobile: '',
        message: 'We would like a quote for a product we are building.',
        page: path,
      }),
    });
    expect(sent.status, await sent.text()).toBe(200);
  }

  // The results count each version's visitors and enquiries.
  await page.reload();
  await openBlockForm(page, 0);
  const results = page.getByRole('region', { name: 'Results so far' });
  const rows = results.getByRole('row');
  await expect(rows).toHaveCount(3, { timeout: 15_000 });
  const counted = async (name: string, column: number) =>
    Number(await rows.filter({ hasText: name }).getByRole('cell').nth(column).innerText());
  expect(await counted('Original', 0)).toBe(seen.filter((h) => h === original).length);
  expect(await counted('Variant', 0)).toBe(seen.filter((h) => h === variant).length);
  expect(await counted('Original', 1)).toBe(1);
  expect(await counted('Variant', 1)).toBe(1);
  await expect(results).toContainText(/Chance the variant is better: \d+\s?%/);
  await expect(results).toContainText('Too early to tell');
  // Words for a marketer: no test name, pointer, file name or type id.
  const { experiment } = pageFile(live) as { experiment: { id: string } };
  const words = await page.locator('.form-pane').innerText();
  expect(words).not.toContain(experiment.id);
  expect(words).not.toMatch(/[{}]|\/experiment|\.json|"type"|heroCarousel/);
  // The panel's switch, share, results and actions have no accessibility violation, on either side.
  for (const side of ['Variant', 'Original']) {
    await versions.getByText(side, { exact: true }).click();
    const scan = await new AxeBuilder({ page }).include('.test-panel').analyze();
    expect(
      scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  }

  // The page list says the page is under test.
  await page.goto(`${live.url}/studio/#/`);
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('link', { name: path, exact: true }) }),
  ).toContainText('Testing a version');

  // Promote: published at once for everyone, the test gone from the page.
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(file)}`);
  await openBlockForm(page, 0);
  await page.getByRole('button', { name: 'Promote the variant' }).click();
  const ask = page.getByRole('dialog', { name: 'Show the variant to everyone?' });
  await expect(ask).not.toContainText('other changes');
  await ask.getByRole('button', { name: 'Promote and publish' }).click();
  await expect(saveStatus(page)).toHaveText('Published', { timeout: 30_000 });
  expect(commits()).toBe(before + 2);
  expect(pageFile(live)).not.toHaveProperty('experiment');
  for (const agent of [...browsers, crawler]) expect(await headingFor(live, agent)).toBe(variant);
  await expect(page.getByRole('button', { name: 'Test a version' })).toBeVisible();
});
