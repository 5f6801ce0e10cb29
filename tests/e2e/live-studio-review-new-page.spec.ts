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

test('on a site that requires review, an upload is committed with the approved change that uses it', async ({
  browser,
}, workerInfo) => {
  test.setTimeout(180_000);
  const live = await startReviewingSite(429, workerInfo.workerIndex);
  try {
    const commits = live.git('rev-list', '--count', 'HEAD').trim();
    const asha = await editorPage(browser, live, 'asha@example.com');
    const headers = { Origin: live.url };
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0a7"/></svg>',
    );
    const credit = { source: 'Made for this site', author: 'Our designer', licence: 'Owned' };
    const uploaded = await asha.request.post(
      `${live.url}/studio/api/images?${new URLSearchParams({ name: 'Review Shot.svg', ...credit })}`,
      { data: svg, headers: { ...headers, 'Content-Type': 'image/svg+xml' } },
    );
    expect(uploaded.status()).toBe(201);
    expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(commits);

    // Asha asks for the page with the new picture as its hero's image; the check finds it.
    const file = 'pages/web-development.json';
    const opened = await (
      await asha.request.get(`${live.url}/studio/api/file?path=${file}`)
    ).json();
    const page = JSON.parse(opened.text);
    page.blocks[0].image.src = '/images/review-shot.svg';
    const requested = await asha.request.post(`${live.url}/studio/api/changes`, {
      data: { file, action: 'publish', page, baseVersion: opened.version },
      headers,
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const { id } = await requested.json();
    expect(await publicStatus(live, '/images/review-shot.svg')).toBe(404);

    // Ravi approves: one commit holds the page and the picture, and visitors get it.
    const ravi = await editorPage(browser, live, 'ravi@example.com');
    const approved = await ravi.request.post(`${live.url}/studio/api/change`, {
      data: { id, action: 'approve' },
      headers,
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await expect
      .poll(() => live.git('rev-list', '--count', 'HEAD').trim())
      .toBe(String(Number(commits) + 1));
    const files = live.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
    expect(files).toEqual(expect.arrayContaining([file, 'public/images/review-shot.svg']));
    await expect.poll(() => publicStatus(live, '/images/review-shot.svg')).toBe(200);
  } finally {
    await live.stop();
  }
});
