import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { readableName } from '../../src/schema/media';
import { site } from './content';
import { expect, openStudio, test, type LiveSite } from './live-studio-support';
import { openBlockForm } from './support';

const editor = 'mala.media@example.com';
const file = 'pages/web-development.json';
const page0 = JSON.parse(readFileSync(file, 'utf8')) as {
  path: string;
  title: string;
  blocks: { type: string; image?: { src: string } }[];
};
const logoRow = page0.blocks.findIndex((block) => block.type === 'logoRow');
const heroImage = page0.blocks[0]?.image?.src ?? '';
const stored = (
  JSON.parse(readFileSync('public/images/media.json', 'utf8')) as {
    media: Record<string, { alt: string }>;
  }
).media;
const imageFiles = readdirSync('public/images').filter((name) => /\.(svg|png|jpe?g)$/.test(name));
const withAlt = imageFiles.find(
  (name) => stored[`/images/${name}`]?.alt && `/images/${name}` !== heroImage,
);
const withoutAlt = imageFiles.find((name) => !stored[`/images/${name}`]);
const logoCount = readdirSync('public/logos').filter((name) => name.endsWith('.svg')).length;
if (logoRow < 0 || !heroImage || !withAlt || !withoutAlt)
  throw new Error('expected a logo row, a hero image and images with and without stored alt text');

test.describe.configure({ mode: 'serial' });
test.beforeAll(({ live }) => live.addAccount(editor, 'Mala Media', ['editor']));

/** Opens block `index` of the page in the studio and its first image field's media library. */
async function openLibrary(page: Page, live: LiveSite, index: number) {
  await openStudio(page, live, editor);
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(file)}`);
  await openBlockForm(page, index);
  const field = page.getByRole('group', { name: /^Image/ }).first();
  await field.getByRole('button', { name: /^(Change|Choose) image$/ }).click();
  const library = field.getByRole('region', { name: 'Media library' });
  await expect(library.getByRole('radio').first()).toBeVisible();
  return { field, library };
}

/** The radio of a picture in the library, by the name a person reads. */
const picture = (library: Locator, src: string) =>
  library.getByRole('radio', { name: new RegExp(`^${readableName(src)} \\d`) });

test("a logo field's library lists the logos, and searching narrows them", async ({
  live,
  page,
}) => {
  const { library } = await openLibrary(page, live, logoRow);
  await expect(library.getByRole('button', { name: /^Logos/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(library.getByRole('group', { name: 'Logos' }).getByRole('radio')).toHaveCount(
    logoCount,
  );
  await library.getByRole('searchbox', { name: 'Search by name' }).fill('angular');
  await expect(library.getByRole('radio')).toHaveCount(1);
  await expect(library.getByRole('radio')).toHaveAccessibleName(/^Angular/);
  // The images are a button away.
  await library.getByRole('searchbox', { name: 'Search by name' }).fill('');
  await library.getByRole('button', { name: /^Images/ }).click();
  await expect(library.getByRole('radio')).toHaveCount(imageFiles.length);
});

test('picking an image fills its stored alt text; one without needs alt text or "decorative" before publishing', async ({
  live,
  page,
}) => {
  const { field, library } = await openLibrary(page, live, 0);
  await picture(library, `/images/${withAlt}`).check();
  await expect(field.getByRole('textbox', { name: /^Alt text/ })).toHaveValue(
    stored[`/images/${withAlt}`]?.alt ?? '',
  );

  await picture(library, `/images/${withoutAlt}`).check();
  const alt = field.getByRole('textbox', { name: /^Alt text/ });
  await expect(alt).toHaveValue('');
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  // The page's check says so at the field, and Publish waits for it.
  await expect(field.locator('.field-problems li')).not.toHaveCount(0, { timeout: 15_000 });
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeDisabled();
  await field.getByRole('checkbox', { name: /^Decorative image/ }).check();
  await expect(field.locator('.field-problems li')).toHaveCount(0, { timeout: 15_000 });
  await expect(publish).toBeEnabled({ timeout: 15_000 });

  // The library keeps an alt text once per picture, and refuses none unless decorative.
  const storedAlt = library.getByRole('textbox', { name: /^Stored alt text/ });
  await library.getByRole('button', { name: 'Save alt text' }).click();
  await expect(library.getByRole('alert').filter({ hasText: /Decorative/ })).toBeVisible();
  await storedAlt.fill('A picture for the media tests');
  await library.getByRole('button', { name: 'Save alt text' }).click();
  await expect(library.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();
  const kept = JSON.parse(readFileSync(join(live.contentDir, 'public/images/media.json'), 'utf8'));
  expect(kept.media[`/images/${withoutAlt}`]).toEqual({ alt: 'A picture for the media tests' });
});

test('the details list the pages showing a picture, by title and address', async ({
  live,
  page,
}) => {
  const { library } = await openLibrary(page, live, 0);
  // The hero's own picture (a test before may have picked another in the draft).
  await picture(library, heroImage).check();
  const used = library.getByRole('list', { name: 'Used on' });
  const title = page0.title.replace('{{company.name}}', site.company.name);
  await expect(used.getByRole('listitem').filter({ hasText: title })).toContainText(page0.path);
  await expect(used).not.toContainText('.json');
});

test('replacing an image everywhere changes what a page showing it shows', async ({
  live,
  page,
}) => {
  test.setTimeout(180_000);
  const { library } = await openLibrary(page, live, 0);
  await picture(library, heroImage).check();
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(
    readFileSync(join('public', heroImage), 'utf8'),
  ) ?? ['', '520', '400'];
  const next = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#0b57d0"/></svg>`,
  );
  await library
    .getByLabel('Replace everywhere')
    .setInputFiles({ name: 'new-hero.svg', mimeType: 'image/svg+xml', buffer: next });
  const dialog = page.getByRole('dialog', { name: /^Replace .* everywhere\?$/ });
  await dialog.getByLabel(/^Source/).fill('Made for this site');
  await dialog.getByLabel(/^Author/).fill('Our designer');
  await dialog.getByLabel(/^Licence/).fill('Owned by the company');
  await dialog.getByRole('button', { name: 'Replace and publish' }).click();
  await expect(
    library.getByRole('status').filter({ hasText: /^Replaced and published/ }),
  ).toBeVisible({
    timeout: 150_000,
  });
  // A visitor's page shows the new picture at the address it names.
  const html = await (await fetch(`${live.url}${page0.path}`)).text();
  expect(html).toContain(`src="${heroImage}"`);
  const served = Buffer.from(await (await fetch(`${live.url}${heroImage}`)).arrayBuffer());
  expect(served.equals(next)).toBe(true);
  expect(live.git('log', '-1', '--name-only', '--format=')).toContain(`public${heroImage}`);
});

test("the page list's media library shows where a logo is used", async ({ live, page }) => {
  await openStudio(page, live, editor);
  await page.getByRole('button', { name: 'Open the media library' }).click();
  const library = page.getByRole('region', { name: 'Media library' });
  await library.getByRole('button', { name: /^Logos/ }).click();
  const network = site.company.social[0]?.network ?? '';
  await library.getByRole('searchbox', { name: 'Search by name' }).fill(`social ${network}`);
  await picture(library, `/logos/social-${network}.svg`).check();
  await expect(library.getByRole('list', { name: 'Used on' })).toHaveText('Footer');
  // Logos come from their makers' packages: nothing replaces them here.
  await expect(library.getByLabel('Replace everywhere')).toHaveCount(0);
});

test('an upload waits in the library as not published yet, its name kept from other files', async ({
  live,
  page,
}) => {
  const commits = live.git('rev-list', '--count', 'HEAD').trim();
  const { library } = await openLibrary(page, live, 0);
  const svg = (colour: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${colour}"/></svg>`,
    );
  const upload = (bytes: Buffer) =>
    page.request.post(
      `${live.url}/studio/api/images?${new URLSearchParams({
        name: 'Team Offsite.svg',
        source: 'Made for this site',
        author: 'Our designer',
        licence: 'Owned by the company',
      })}`,
      { data: bytes, headers: { 'Content-Type': 'image/svg+xml', Origin: live.url } },
    );
  expect((await upload(svg('#0a7'))).status()).toBe(201);
  // The same file again is fine; another file under the waiting upload's name is refused.
  expect((await upload(svg('#0a7'))).status()).toBe(200);
  const other = await upload(svg('#a07'));
  expect(other.status()).toBe(409);
  expect((await other.json()).message).toMatch(/rename/);

  // Reopened, the library lists it, marked, and says it is not public yet.
  await page.reload();
  await openBlockForm(page, 0);
  const field = page.getByRole('group', { name: /^Image/ }).first();
  await field.getByRole('button', { name: /^(Change|Choose) image$/ }).click();
  const waiting = picture(library, '/images/team-offsite.svg');
  await expect(waiting).toHaveAccessibleName(/Not published yet/);
  await waiting.check();
  await expect(library.getByText(/^Not published yet: only editors see it/)).toBeVisible();
  expect((await fetch(`${live.url}/images/team-offsite.svg`)).status).toBe(404);
  expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(commits);
});
