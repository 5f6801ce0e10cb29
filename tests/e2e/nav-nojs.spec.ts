import { expect, test } from '@playwright/test';
import { h1Of, literal, pageAt, pagesWith, site } from './content';
import { expectOpen, openHamburger, services, summaryNamed } from './nav-support';
import { viewports } from './support';

// The header will be static HTML without React: its menus must work with no script at all.
test.use({ javaScriptEnabled: false });

const subLink = services.submenu.items.at(-1);
if (!subLink) throw new Error('the submenu is empty');
const otherSection = site.nav.filter((item) => 'items' in item).at(-1);
if (!otherSection || otherSection.label === services.label)
  throw new Error('the menu needs two sections');
const [faq] = pagesWith('faq');
const question = faq?.blocks[0]?.items[0];
if (!faq || !question) throw new Error('no page has a question in a faq block');

test('desktop: the dropdown and its nested submenu open and a link leads to its page', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const group = summaryNamed(nav, services.label);
  await group.click();
  await expectOpen(group, true);
  const submenu = summaryNamed(nav, services.submenu.label).first();
  await submenu.click();
  await expectOpen(submenu, true);
  const link = nav.getByRole('link', { name: subLink.label, exact: true }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${literal(subLink.href)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1Of(pageAt(subLink.href)));
});

test('phone: the hamburger opens, one section at a time, and a link leads to its page', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/');
  const menu = await openHamburger(page);
  const section = summaryNamed(menu, services.label);
  await section.click();
  await summaryNamed(menu, otherSection.label).last().click();
  await expectOpen(section, false);
  const [link] = otherSection.items.flatMap((item) => ('href' in item ? [item] : []));
  if (!link) throw new Error(`section ${otherSection.label} has no link`);
  await menu.locator(`a[href="${link.href}"]`).last().click();
  await expect(page).toHaveURL(new RegExp(`${literal(link.href)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1Of(pageAt(link.href)));
});

test('a FAQ answer opens', async ({ page }) => {
  await page.goto(encodeURI(faq.page.path));
  const answer = page.getByText(question.answer, { exact: true });
  await expect(answer).toBeHidden();
  await page.locator('summary').filter({ hasText: question.question }).first().click();
  await expect(answer).toBeVisible();
});
