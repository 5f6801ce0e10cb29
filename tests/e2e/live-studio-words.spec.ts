import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openStudio, test, type LiveSite } from './live-studio-support';
import { openBlockForm } from './support';

// Pages no other spec file of the live site changes.
const history = 'pages/content-writing.json';
const scheduled = 'pages/cloud-server.json';
const faulty = 'pages/domain-registration.json';
const editor = 'wendy@example.com';

/** A time as the studio shows one: "28 Nov 2026, 12:07 pm IST" (the site's zone, the default). */
const shownTime = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d (am|pm) IST/;
/** What a marketer should never read: data, type ids, file names, ISO times, zone ids. */
const technical = /[{}]|"type"|featureGrid|pages\/|\.json|T\d\d:\d\d|Asia\/Kolkata/;

/** The studio's API as the signed-in page calls it, with the site's own origin. */
function studioApi(request: APIRequestContext, live: LiveSite) {
  const url = (path: string) => `${live.url}/studio/api/${path}`;
  const headers = { Origin: live.url };
  return {
    async file(file: string) {
      const answer = await (await request.get(url(`file?path=${file}`))).json();
      return { page: JSON.parse(answer.text), version: String(answer.version) };
    },
    async send(method: 'post' | 'put', path: string, data: object) {
      const response = await request[method](url(path), { data, headers });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return response.json();
    },
  };
}

const edit = (page: Page, live: LiveSite, file: string) =>
  page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(file)}`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ live }) => {
  await live.addAccount(editor, 'Wendy Words', ['editor']);
});

test('the history lists each version with what it changed in words, and a restore asks first', async ({
  live,
  page,
}) => {
  await openStudio(page, live, editor);
  const api = studioApi(page.request, live);
  const { page: before, version } = await api.file(history);
  const grid = before.blocks.findIndex((b: { type: string }) => b.type === 'featureGrid');
  const cards = before.blocks[grid].cards;
  const after = structuredClone(before);
  after.blocks[grid].cards = [
    ...cards,
    { ...cards[0], title: 'A third way we help' },
    { ...cards[0], title: 'A fourth way we help' },
  ];
  const published = await api.send('post', 'publish', {
    file: history,
    page: after,
    baseVersion: version,
    revision: null,
    message: 'Two more cards',
  });
  // A draft not published yet, which a restore would replace.
  const drafted = structuredClone(after);
  drafted.blocks[0].heading = 'A heading only in the draft';
  await api.send('put', 'draft', {
    file: history,
    page: drafted,
    baseVersion: published.version,
    revision: null,
  });

  await edit(page, live, history);
  await expect(page.locator('.draft-status')).toContainText('by you');
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  const versions = dialog.getByRole('list', { name: /Published versions/ }).locator(':scope > li');
  // The developer's first commit and this publish, each an item of its own.
  await expect(versions).toHaveCount(2);
  const newest = versions.first();
  await expect(newest).toContainText('Wendy Words');
  await expect(newest).toContainText('Two more cards');
  await expect(newest).toContainText(shownTime);
  // What it changed: one line for the block, counting the cards, quoting no data.
  const words = newest.getByRole('listitem');
  await expect(words).toHaveCount(1);
  await expect(words).toContainText('Feature grid');
  await expect(words).toContainText('2');
  expect(await newest.textContent()).not.toMatch(technical);

  // Restoring the first version asks first, naming the draft it replaces and what changes.
  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore this version/ })
    .click();
  const confirm = page.getByRole('dialog', { name: /^Restore the version of/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(confirm).toContainText('draft');
  await expect(confirm.getByRole('listitem')).toHaveCount(2);
  expect(await confirm.textContent()).not.toMatch(technical);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Nothing was restored: the editor and the server still have the draft.
  await openBlockForm(page, 0);
  await expect(page.getByLabel(/^Heading/)).toHaveValue('A heading only in the draft');
  const kept = await (
    await page.request.get(`${live.url}/studio/api/draft?file=${history}`)
  ).json();
  expect(kept.page.blocks[0].heading).toBe('A heading only in the draft');

  // Restored, the page is as the first version: that version then offers no restore, which would
  // change nothing, and says why.
  await page.getByRole('button', { name: 'History' }).click();
  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore this version/ })
    .click();
  await confirm.getByRole('button', { name: /^Restore/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(versions.nth(1)).toContainText(/as this version has it now/);
  await expect(versions.nth(1).getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await expect(versions.first().getByRole('button', { name: /^Restore/ })).toBeEnabled();
});

test('a scheduled change names its page by title and path, at a time as people read it', async ({
  live,
  page,
}) => {
  await openStudio(page, live, editor);
  const api = studioApi(page.request, live);
  const { page: current, version } = await api.file(scheduled);
  const tomorrow = new Date(Date.now() + 86_400_000 + 3_600_000 * 5.5).toISOString().slice(0, 16);
  const change = await api.send('post', 'changes', {
    file: scheduled,
    action: 'publish',
    page: { ...current, blocks: [{ ...current.blocks[0], heading: 'Cloud servers, tomorrow' }] },
    baseVersion: version,
    revision: null,
    publishAt: tomorrow,
  });
  try {
    await page.reload();
    const changes = page.getByRole('list', { name: 'Scheduled and reviewed changes' });
    const item = changes.getByRole('listitem').filter({ hasText: '(/cloud-server)' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(shownTime);
    expect(await item.textContent()).not.toMatch(technical);
  } finally {
    await api.send('post', 'change', { id: change.id, action: 'cancel', comment: '' });
  }
});

test('page settings keep the technical ones under a closed "Advanced", each choice in words', async ({
  live,
  page,
}) => {
  await openStudio(page, live, editor);
  await edit(page, live, scheduled);
  await page.getByRole('button', { name: 'Page settings' }).click();
  const settings = page.locator('.page-settings');
  await expect(settings.getByRole('heading', { name: 'Page settings' })).toBeVisible();
  const advanced = settings.locator('details', { has: page.locator('summary') });
  await expect(advanced).toHaveCount(1);
  await expect(advanced).not.toHaveAttribute('open');
  const robots = advanced.locator('[data-pointer="/robots"]');
  const canonical = advanced.locator('[data-pointer="/canonical"]');
  await expect(robots).toBeHidden();
  await expect(canonical).toBeHidden();

  await advanced.locator('summary').click();
  await expect(robots).toBeVisible();
  await expect(canonical).toBeVisible();
  // The choices are sentences, not the values in the page file.
  const choices = await robots.getByRole('combobox').locator('option').allTextContents();
  expect(choices.length).toBeGreaterThan(1);
  for (const choice of choices) expect(choice).not.toMatch(/index|follow/);
  await expect(settings).not.toContainText(/Company schema|Robots|Canonical|backOffice/);
});

test('each problem is said once, at its field', async ({ live, page }) => {
  await openStudio(page, live, editor);
  const api = studioApi(page.request, live);
  const { page: current, version } = await api.file(faulty);
  const broken = structuredClone(current);
  broken.title = 'Domains';
  const link = broken.blocks[0].actions.findIndex((a: { href?: string }) => a.href !== undefined);
  broken.blocks[0].actions[link].href = '/x';
  await api.send('put', 'draft', {
    file: faulty,
    page: broken,
    baseVersion: version,
    revision: null,
  });

  await edit(page, live, faulty);
  const summary = page.locator('.problem-summary');
  await expect(summary.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  const form = page.locator('.form-pane');
  await page.getByRole('button', { name: 'Page settings' }).click();
  // The title's length: one sentence, at the title field, nowhere else in the form.
  await expect(form.locator('[data-pointer="/title"] .field-problems li')).toHaveCount(1);
  await expect(form.getByText(/\b7 characters\b/)).toHaveCount(1);

  await openBlockForm(page, 0);
  // The link to no page: said once at its field (by its link picker), not also as the check's words.
  await expect(form.getByText(/\/x\b/)).toHaveCount(1);
  await expect(form.getByText(/link to "\/x"/)).toHaveCount(0);
  await expect(form.getByText(/does not match any allowed form/)).toHaveCount(0);

  // The draft is left for nobody: the other tests start from the published page.
  const draft = await (
    await page.request.get(`${live.url}/studio/api/draft?file=${faulty}`)
  ).json();
  const gone = await page.request.delete(
    `${live.url}/studio/api/draft?file=${faulty}&revision=${draft.revision}`,
    { headers: { Origin: live.url } },
  );
  expect(gone.status()).toBe(200);
});
