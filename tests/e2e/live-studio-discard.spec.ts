import { createPageInStudio, editorPage, expect, openStudio, test } from './live-studio-support';
import { openBlockForm } from './support';

// Nothing is lost: a discarded draft can be brought back (for a day), as the page's draft again.
const editorOf = (url: string, file: string) => `${url}/studio/#/edit/${encodeURIComponent(file)}`;

test('discarding a draft, then bringing it back, restores its text as the draft, never published', async ({
  live,
  page,
  browser,
}) => {
  test.slow();
  await live.addAccount('priya-discard@example.com', 'Priya Discard', ['editor']);
  await live.addAccount('arun-discard@example.com', 'Arun Discard', ['editor']);
  const file = 'pages/content-writing.json';
  await openStudio(page, live, 'priya-discard@example.com');
  await page.goto(editorOf(live.url, file));
  await openBlockForm(page, 0);
  const heading = page.getByLabel(/^Heading/);
  const published = await heading.inputValue();
  const drafted = `${published}, written for people`;
  await heading.fill(drafted);
  const status = page.locator('.draft-status');
  await expect(status).toContainText('Draft saved by you', { timeout: 15_000 });

  await status.getByRole('button', { name: 'Discard the draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard the draft' })
    .click();
  // Offered at once, in words, with the way back under the keyboard's focus.
  const bringBack = page.getByRole('button', { name: 'Bring back the draft' });
  await expect(bringBack).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'discarded' })).toContainText('by you');
  await openBlockForm(page, 0);
  await expect(page.getByLabel(/^Heading/)).toHaveValue(published);

  // Another editor opening the page is offered it too, named by who discarded it.
  const arun = await editorPage(browser, live, 'arun-discard@example.com');
  await arun.goto(editorOf(live.url, file));
  await expect(arun.getByRole('status').filter({ hasText: 'discarded' })).toContainText(
    'by Priya Discard',
  );
  await arun.context().close();

  await bringBack.click();
  await expect(status).toContainText('Draft saved by you', { timeout: 15_000 });
  await expect(bringBack).toHaveCount(0);
  await openBlockForm(page, 0);
  await expect(page.getByLabel(/^Heading/)).toHaveValue(drafted);
  // Kept on the server: a fresh load opens the draft; the public page is as it was.
  await page.reload();
  await openBlockForm(page, 0);
  await expect(page.getByLabel(/^Heading/)).toHaveValue(drafted);
  const publicPage = await (await fetch(`${live.url}/content-writing`)).text();
  expect(publicPage).not.toContain(drafted);

  // Left as it was found for the other tests on this server: the draft discarded.
  await status.getByRole('button', { name: 'Discard the draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard the draft' })
    .click();
  await expect(bringBack).toBeVisible();
});

test('a page never published whose draft was discarded is listed, and comes back as a draft', async ({
  live,
  page,
}) => {
  test.slow();
  await live.addAccount('meera-discard@example.com', 'Meera Discard', ['editor']);
  await openStudio(page, live, 'meera-discard@example.com');
  const path = '/cloud-migration-services';
  await createPageInStudio(page, {
    path,
    title: 'Cloud Migration Services in Chennai',
    description:
      'Moving your servers and applications to the cloud, planned and carried out with you, step by step.',
  });
  const status = page.locator('.draft-status');
  await expect(status).toContainText('Draft saved by you', { timeout: 15_000 });
  await status.getByRole('button', { name: 'Discard the draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard the draft' })
    .click();

  // Back in the page list, where the page is offered back.
  const pages = page.getByRole('table', { name: 'Pages' });
  const row = pages.getByRole('row').filter({ hasText: path });
  await expect(row).toContainText('discarded');
  await row.getByRole('button', { name: /Bring back the draft/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(path);
  await expect(status).toContainText('Draft saved by');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Cloud Migration Services in Chennai',
  );
  expect((await fetch(`${live.url}${path}`)).status).toBe(404);
});
