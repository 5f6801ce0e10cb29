import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pageSchema } from '../../src/app/page-schema';
import { expect, test } from './studio-support';
import { openBlockForm } from './support';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

test('in the local studio a brief becomes a page file, opened with its drafted texts marked', async ({
  page,
  studio,
}) => {
  await page.goto(studio.url);
  await page.getByRole('button', { name: 'Draft a page from a brief' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft a page from a brief' });
  await expect(dialog.getByText(/no model is configured/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog
    .getByLabel('What is the page about?')
    .fill(
      'We are hiring a junior Flutter developer for our Chennai office. You will build mobile apps for clients with a senior engineer as your mentor. The role suits a graduate with one year of Flutter. We offer training, real projects and weekends off. Send your CV with a link to an app you built.',
    );
  await dialog.getByRole('button', { name: 'Draft the page' }).click();

  await page.waitForURL(/#\/edit\/pages%2F/);
  const file = decodeURIComponent(new URL(page.url()).hash.replace('#/edit/', ''));
  await expect(page.locator('.drafted-notice [role="status"]')).toContainText(/drafted texts/);
  await openBlockForm(page, 0);
  await expect(page.locator('.drafted-mark').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Written as a page that validates, the marks beside it in the browser, not in the file.
  const written = pageSchema.parse(JSON.parse(readFileSync(join(studio.dir, file), 'utf8')));
  const hero = written.blocks[0];
  expect(hero?.type === 'hero' && hero.actions[0]).toMatchObject({ opens: 'application' });
  expect(readFileSync(join(studio.dir, file), 'utf8')).not.toMatch(/drafted/i);
});
