import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { isLink } from '../../src/layout/nav-model';
import { site } from './content';
import { expect, openStudio, test, type LiveSite } from './live-studio-support';
import { openBlockForm } from './support';

const editor = 'mira@example.com';
const edit = (page: Page, live: LiveSite, file: string) =>
  page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(file)}`);
const place = (page: Page, where: 'menu' | 'footer column') =>
  page.getByRole('list', { name: `Place in the ${where}` });

/** The header's main menu on the live site's home page: its links' addresses and description lines, in order. */
async function liveMenu(live: LiveSite) {
  const html = await (await fetch(`${live.url}/`)).text();
  const nav = /<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return {
    hrefs: [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
    descriptions: [...nav.matchAll(/<small>([^<]*)<\/small>/g)].map((m) => m[1]),
  };
}

// The first dropdown of the menu bar, with the links directly in it and the submenu after them.
const dropdown = site.nav.find((item) => !isLink(item));
if (!dropdown || isLink(dropdown)) throw new Error('the menu bar has no dropdown');
const dropdownLinks = dropdown.items.filter(isLink);
const submenu = dropdown.items.find((item) => !isLink(item));
const topLink = site.nav.find(isLink);
if (!submenu || isLink(submenu) || !topLink) throw new Error('expected a submenu and a top link');
const [submenuLink] = submenu.items;
const [firstLink, secondLink] = dropdownLinks;
if (!submenuLink || !firstLink || !secondLink) throw new Error('expected links in the menus');
/** The page file whose path a menu link leads to. */
const fileOf = (href: string) => {
  const file = readdirSync('pages').find(
    (name) => JSON.parse(readFileSync(`pages/${name}`, 'utf8')).path === href,
  );
  if (!file) throw new Error(`no page has path ${href}`);
  return `pages/${file}`;
};
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe.configure({ mode: 'serial' });
test.beforeAll(({ live }) => live.addAccount(editor, 'Mira Marketer', ['editor']));

test('a page in the menu shows its menu, its place among its neighbours and its link text after a reload', async ({
  live,
  page,
}) => {
  await openStudio(page, live, editor);
  for (const [link, menuName, neighbours] of [
    [topLink, 'Top level of the menu bar', site.nav.map((item) => item.label)],
    [submenuLink, `${dropdown.label} › ${submenu.label}`, submenu.items.map((item) => item.label)],
  ] as const) {
    await edit(page, live, fileOf(link.href));
    await page.reload();
    await expect(page.getByLabel('Show in menu').locator('option:checked')).toHaveText(menuName);
    await expect(page.getByLabel('Link text')).toHaveValue(link.label);
    const items = place(page, 'menu').getByRole('listitem');
    await expect(items).toHaveText(neighbours.map((label) => startsWith(label)));
    await expect(items.and(page.locator('[aria-current="true"]'))).toHaveText(
      startsWith(link.label),
    );
  }

  // A choice not published yet stays chosen, and unsaved, when the editor looks at a block and
  // comes back, and after a reload.
  await page.getByLabel('Link text').fill(`${submenuLink.label} plans`);
  await openBlockForm(page, 0);
  await page.getByRole('button', { name: 'Page settings' }).click();
  await expect(page.getByLabel('Link text')).toHaveValue(`${submenuLink.label} plans`);
  await page.reload();
  await expect(page.getByLabel('Link text')).toHaveValue(`${submenuLink.label} plans`);
  await expect(page.locator('.save-status')).toContainText('Not published yet');
});

test('moving a page up in its menu and publishing changes the order of the live header menu', async ({
  live,
  page,
}) => {
  // The menu is on every page: the publish rebuilds the whole site.
  test.setTimeout(180_000);
  const before = await liveMenu(live);
  expect(before.hrefs.indexOf(firstLink.href)).toBeLessThan(before.hrefs.indexOf(secondLink.href));
  await openStudio(page, live, editor);
  await edit(page, live, fileOf(secondLink.href));
  const current = place(page, 'menu').locator('[aria-current="true"]');
  await expect(current).toHaveText(startsWith(secondLink.label));
  await page.getByRole('button', { name: 'Move up in the menu' }).click();
  await expect(place(page, 'menu').getByRole('listitem').first()).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: /1 of/ })).toBeVisible();
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(page.locator('.save-status')).toHaveText('Published', { timeout: 150_000 });

  const after = await liveMenu(live);
  expect(after.hrefs.indexOf(secondLink.href)).toBeLessThan(after.hrefs.indexOf(firstLink.href));
  await page.reload();
  await expect(place(page, 'menu').getByRole('listitem').first()).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a description line entered for a page in a dropdown shows under its link in the live menu', async ({
  live,
  page,
}) => {
  test.setTimeout(180_000);
  const line = `Apps people keep on their phones ${Date.now()}`;
  await openStudio(page, live, editor);
  await edit(page, live, fileOf(firstLink.href));
  const description = page.getByLabel('Description line');
  await expect(description).toHaveValue(firstLink.description ?? '');
  await description.fill(line);
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(page.locator('.save-status')).toHaveText('Published', { timeout: 150_000 });
  expect((await liveMenu(live)).descriptions).toContain(line);
  await page.reload();
  await expect(page.getByLabel('Description line')).toHaveValue(line);
});
