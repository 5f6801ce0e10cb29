import type { Page } from '@playwright/test';
import { editorPage, expect, test } from './live-studio-support';
import { openBlockForm } from './support';

// A preview link shows the draft as it was when the link was made, and ends with that draft and
// with its maker's editor role: an old link never shows a later draft (issue 42).
const file = 'pages/email-templates.json';
const editorOf = (url: string) => `${url}/studio/#/edit/${encodeURIComponent(file)}`;

async function saveHeading(page: Page, text: string) {
  await openBlockForm(page, 0);
  await page.getByLabel(/^Heading/).fill(text);
  await expect(page.locator('.draft-status')).toContainText('Draft saved by you', {
    timeout: 15_000,
  });
}

async function makeLink(page: Page) {
  await page.getByRole('button', { name: 'Preview link' }).click();
  const field = page.getByLabel(/^Send this link/);
  await expect(field).toHaveValue(/\/preview\/[\w-]{43}$/);
  return field.inputValue();
}

test('a preview link shows only the draft it was made for, and ends with it and with its maker’s role', async ({
  live,
  browser,
}) => {
  test.slow();
  await live.addAccount('pia-preview@example.com', 'Pia Preview', ['editor']);
  await live.addAccount('pavan-preview@example.com', 'Pavan Preview', ['editor']);
  const pia = await editorPage(browser, live, 'pia-preview@example.com');
  await pia.goto(editorOf(live.url));
  const reviewed = `What the client reviews ${Date.now()}`;
  await saveHeading(pia, reviewed);
  const link = await makeLink(pia);

  const client = await (await browser.newContext()).newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(reviewed);

  // Pia keeps editing: the client's link still shows what they were sent.
  await saveHeading(pia, `${reviewed}, changed later`);
  await client.reload();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(reviewed);

  // Pia discards the draft and Pavan starts a new one: the old link has ended, not shown his.
  await pia.locator('.draft-status').getByRole('button', { name: 'Discard the draft' }).click();
  await pia
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard the draft' })
    .click();
  await expect(pia.getByRole('button', { name: 'Bring back the draft' })).toBeFocused();
  const pavan = await editorPage(browser, live, 'pavan-preview@example.com');
  await pavan.goto(editorOf(live.url));
  const newer = `Pavan's new draft ${Date.now()}`;
  await saveHeading(pavan, newer);
  const ended = await client.goto(link);
  expect(ended?.status()).toBe(404);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('This preview has ended');
  await expect(client.getByText(newer)).toHaveCount(0);

  // Pavan's own link works until an administrator takes his editor role away.
  const pavansLink = await makeLink(pavan);
  await client.goto(pavansLink);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(newer);
  await live.staff('revoke', '--email', 'pavan-preview@example.com', '--role', 'editor');
  expect((await client.goto(pavansLink))?.status()).toBe(404);

  for (const page of [pia, pavan, client]) await page.context().close();
});
