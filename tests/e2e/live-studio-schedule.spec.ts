import type { Page } from '@playwright/test';
import {
  editorPage,
  expect,
  openStudio,
  startReviewingSite,
  test,
  type LiveSite,
} from './live-studio-support';
import { openBlockForm } from './support';

const vps = 'pages/vps-hosting.json';

/** The hero heading /vps-hosting shows the public, read from its HTML. */
async function publicHeading(url: string): Promise<string> {
  const html = await (await fetch(`${url}/vps-hosting`)).text();
  return /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
}

/** The site's wall clock (Asia/Kolkata, the default) `ms` from now, as the field takes it. */
function siteTimeIn(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(Date.now() + ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** Opens /vps-hosting in the studio and types a new hero heading. */
async function editHeading(page: Page, live: LiveSite, text: string) {
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(vps)}`);
  await openBlockForm(page, 0);
  await page.getByLabel(/^Heading/).fill(text);
}

test('an editor schedules a change a few seconds ahead: the list shows it, and it goes live at its time', async ({
  live,
  page,
}) => {
  // Two changes, one waited for: more than the default minute.
  test.setTimeout(180_000);
  await live.addAccount('sana@example.com', 'Sana Scheduler', ['editor']);
  const before = await publicHeading(live.url);
  await openStudio(page, live, 'sana@example.com');
  const changed = `Scheduled VPS heading ${Date.now()}`;
  await editHeading(page, live, changed);

  // Closed until wanted, so that on a phone the blocks are not pushed a screen down.
  await page.getByText('Publish later', { exact: true }).click();
  const later = page.getByRole('group', { name: 'Publish later' });
  const when = later.getByLabel(/^Date and time/);
  const schedule = later.getByRole('button', { name: 'Schedule' });
  await expect(schedule).toBeEnabled({ timeout: 15_000 });
  // Without a time nothing is scheduled, and the field says so.
  await schedule.click();
  await expect(later.getByRole('alert')).toBeVisible();
  await expect(when).toBeFocused();
  await when.fill(siteTimeIn(12_000));
  // Read back in words, whatever order the browser shows day and month in.
  await expect(later).toContainText(
    /Publishes \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d (am|pm) IST/,
  );
  await schedule.click();
  await expect(page.locator('.save-status')).toContainText('Scheduled', { timeout: 15_000 });
  // Not public before its time.
  expect(await publicHeading(live.url)).toBe(before);

  // The page list shows it: the page, when, by whom, where it stands.
  await page.getByRole('link', { name: 'All pages' }).click();
  const changes = page.getByRole('list', { name: 'Scheduled and reviewed changes' });
  const item = changes.getByRole('listitem').filter({ hasText: '/vps-hosting' }).first();
  await expect(item).toContainText('Sana Scheduler (you)');
  // On the site's clock, the zone named as people know it: no ISO time, zone id or file.
  await expect(item).toContainText(/\d{1,2}:\d\d (am|pm) IST/);
  await expect(item).not.toContainText(/Asia\/Kolkata|pages\/|\.json/);
  await expect(item.locator('.change-state')).toHaveText('Scheduled');

  // Usable on a phone: the change and its actions fit 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  const box = await item.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // It goes live at its time, on its own, and the list follows.
  await expect(item.locator('.change-state')).toHaveText('Published', { timeout: 40_000 });
  expect(await publicHeading(live.url)).toBe(changed);
  expect(live.git('log', '-1', '--format=%an|%s').trim()).toMatch(
    /^Sana Scheduler\|.*\(scheduled\)$/,
  );

  // A change scheduled for later can be cancelled: it never goes live.
  const cancelled = `Cancelled VPS heading ${Date.now()}`;
  await editHeading(page, live, cancelled);
  await page.getByText('Publish later', { exact: true }).click();
  await expect(schedule).toBeEnabled({ timeout: 30_000 });
  await when.fill(siteTimeIn(3_600_000));
  await schedule.click();
  await expect(page.locator('.save-status')).toContainText('Scheduled', { timeout: 15_000 });
  await page.getByRole('link', { name: 'All pages' }).click();
  const waiting = changes.getByRole('listitem').filter({ hasText: 'Scheduled' }).first();
  await waiting.getByRole('button', { name: /^Cancel the change to .*\(\/vps-hosting\)/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled the change' })).toBeVisible();
  await expect(changes.getByRole('listitem').first().locator('.change-state')).toHaveText(
    'Cancelled',
  );
  expect(await publicHeading(live.url)).toBe(changed);

  // Nothing is lost: the cancelled change is the page's draft again, which the editor discards
  // here (the other tests on this server start from the published page).
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(vps)}`);
  await expect(page.locator('.draft-status')).toContainText('by you');
  await openBlockForm(page, 0);
  await expect(page.getByLabel(/^Heading/)).toHaveValue(cancelled);
  await page.locator('.draft-status').getByRole('button', { name: 'Discard the draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard the draft' })
    .click();
  await openBlockForm(page, 0);
  await expect(page.getByLabel(/^Heading/)).toHaveValue(changed);
});

test('on a site that requires review, a second editor approves (the author cannot) or sends back with a comment', async ({
  browser,
}, workerInfo) => {
  // Two editors on a server of their own: more than the default minute.
  test.setTimeout(180_000);
  // A site of its own whose config requires review, on this worker's second port.
  const live = await startReviewingSite(405, workerInfo.workerIndex);
  try {
    const before = await publicHeading(live.url);

    // Asha's Publish is a request.
    const asha = await editorPage(browser, live, 'asha@example.com');
    const first = `Reviewed VPS heading ${Date.now()}`;
    await editHeading(asha, live, first);
    await expect(asha.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    const request = asha.getByRole('button', { name: 'Request review', exact: true });
    await expect(request).toBeEnabled({ timeout: 15_000 });
    await request.click();
    await expect(asha.locator('.save-status')).toContainText('Sent for review', {
      timeout: 15_000,
    });
    expect(await publicHeading(live.url)).toBe(before);

    // She cannot approve her own request.
    await asha.getByRole('link', { name: 'All pages' }).click();
    await asha.getByRole('button', { name: /^Open the change to .*\(\/vps-hosting\)/ }).click();
    const ashaDialog = asha.getByRole('dialog', { name: /^Review: .*\(\/vps-hosting\)/ });
    await expect(ashaDialog).toContainText('You asked for this change');
    await expect(ashaDialog.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await ashaDialog.getByRole('button', { name: 'Close' }).click();

    // Ravi sees the change in block terms and sends it back with a comment.
    const ravi = await editorPage(browser, live, 'ravi@example.com');
    await ravi.getByRole('button', { name: /^Review the change to .*\(\/vps-hosting\)/ }).click();
    const dialog = ravi.getByRole('dialog', { name: /^Review: .*\(\/vps-hosting\)/ });
    await expect(dialog.locator('.diff-list')).toContainText(first);
    await expect(dialog.locator('.diff-list')).toContainText('Hero');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByLabel('Comment for the author')).toBeFocused();
    await dialog.getByLabel('Comment for the author').fill('Say “managed” in the heading');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(
      ravi.getByRole('status').filter({ hasText: /^Sent .*\(\/vps-hosting\) back/ }),
    ).toBeVisible();
    expect(await publicHeading(live.url)).toBe(before);

    // Asha sees why, with who and when; her change is her draft again; she asks again.
    await asha.reload();
    const sentBack = asha
      .getByRole('list', { name: 'Scheduled and reviewed changes' })
      .getByRole('listitem')
      .first();
    await expect(sentBack.locator('.change-state')).toHaveText('Sent back to its author');
    await sentBack.getByText(/^Steps/).click();
    await expect(sentBack).toContainText('Ravi Reviewer sent it back');
    await expect(sentBack).toContainText('Say “managed” in the heading');
    const second = `Managed VPS heading ${Date.now()}`;
    await editHeading(asha, live, second);
    await expect(request).toBeEnabled({ timeout: 15_000 });
    await request.click();
    await expect(asha.locator('.save-status')).toContainText('Sent for review', {
      timeout: 15_000,
    });

    // Ravi approves: the page is public, committed in Asha's name, each step recorded.
    await ravi.reload();
    await ravi.getByRole('button', { name: /^Review the change to .*\(\/vps-hosting\)/ }).click();
    await expect(dialog.locator('.diff-list')).toContainText(second);
    await dialog.getByLabel('Comment for the author').fill('Good to go');
    await dialog.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(ravi.getByRole('status').filter({ hasText: 'is published' })).toBeVisible({
      timeout: 60_000,
    });
    expect(await publicHeading(live.url)).toBe(second);
    expect(live.git('log', '-1', '--format=%an|%s').trim()).toMatch(
      /^Asha Author\|.*\(approved by Ravi Reviewer\)$/,
    );
    const approved = ravi
      .getByRole('list', { name: 'Scheduled and reviewed changes' })
      .getByRole('listitem')
      .first();
    await expect(approved.locator('.change-state')).toHaveText('Published');
    await approved.getByText(/^Steps/).click();
    await expect(approved.locator('.change-steps li')).toHaveText([
      /^Asha Author asked for review/,
      /^Ravi Reviewer approved.*Good to go/,
      /^Ravi Reviewer published/,
    ]);
  } finally {
    await live.stop();
  }
});
