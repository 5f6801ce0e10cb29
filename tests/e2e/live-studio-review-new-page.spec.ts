import {
  createPageInStudio,
  editorPage,
  expect,
  publicStatus,
  startReviewingSite,
  test,
} from './live-studio-support';

test('on a site that requires review, a new page is a draft the editor sends for review, public once another approves', async ({
  browser,
}, workerInfo) => {
  test.setTimeout(180_000);
  const live = await startReviewingSite(409, workerInfo.workerIndex);
  try {
    const commits = live.git('rev-list', '--count', 'HEAD').trim();

    const asha = await editorPage(browser, live, 'asha@example.com');
    await createPageInStudio(asha, {
      path: '/cloud-backup',
      title: 'Cloud Backup Services in Chennai',
      description:
        'Automatic, encrypted backups of your servers, with restores tested every month.',
    });

    // Made as a draft: nothing public, nothing committed; the editor offers the request.
    await expect(asha.getByRole('heading', { level: 1 })).toContainText('/cloud-backup');
    expect(await publicStatus(live, '/cloud-backup')).toBe(404);
    expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(commits);
    await expect(asha.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    const request = asha.getByRole('button', { name: 'Request review', exact: true });
    await expect(request).toBeEnabled({ timeout: 30_000 });
    await request.click();
    await expect(asha.locator('.save-status')).toContainText('Sent for review', {
      timeout: 15_000,
    });
    expect(await publicStatus(live, '/cloud-backup')).toBe(404);

    // Another editor approves it from the page list: the page is public, in Asha's name.
    const ravi = await editorPage(browser, live, 'ravi@example.com');
    // The change is named by the page's title and path, never its file.
    await ravi.getByRole('button', { name: /^Review the change to .*\(\/cloud-backup\)$/ }).click();
    const review = ravi.getByRole('dialog', { name: /^Review: .*\(\/cloud-backup\)$/ });
    await expect(review.locator('.diff-list')).toContainText('Cloud Backup Services in Chennai');
    await review.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(ravi.getByRole('status').filter({ hasText: 'is published' })).toBeVisible({
      timeout: 60_000,
    });
    expect(await publicStatus(live, '/cloud-backup')).toBe(200);
    expect(live.git('log', '-1', '--format=%an|%s').trim()).toMatch(
      /^Asha Author\|.*\(approved by Ravi Reviewer\)$/,
    );
  } finally {
    await live.stop();
  }
});
