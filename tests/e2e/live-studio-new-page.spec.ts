import {
  createPageInStudio,
  expect,
  openStudio,
  publicStatus,
  test,
  type LiveSite,
} from './live-studio-support';
import { openBlockForm } from './support';

const sitemap = async (live: LiveSite) => (await fetch(`${live.url}/sitemap.xml`)).text();

test('a new page is a draft nobody else sees until its first publish, which is its first version', async ({
  live,
  page,
}) => {
  test.slow();
  await live.addAccount('nila@example.com', 'Nila Editor', ['editor']);
  const commits = live.git('rev-list', '--count', 'HEAD').trim();
  await openStudio(page, live, 'nila@example.com');

  await createPageInStudio(page, {
    path: '/ai-chatbot-development',
    title: 'AI Chatbot Development in Chennai',
    description:
      'Chatbots for your website and WhatsApp that answer customers at any hour, built and run for you.',
  });

  // A draft: not public, not in the sitemap, nothing committed; the editor says it is kept.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/ai-chatbot-development');
  await expect(page.locator('.draft-status')).toContainText('Draft saved', {
    timeout: 15_000,
  });
  expect(await publicStatus(live, '/ai-chatbot-development')).toBe(404);
  expect(await sitemap(live)).not.toContain('/ai-chatbot-development');
  expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(commits);

  // The first publish makes it public, as the first version of the page, by the editor.
  await page
    .getByLabel('Note for this change (optional)')
    .fill('First version of the chatbot page');
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(page.locator('.save-status')).toHaveText('Published', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Live at /ai-chatbot-development' })).toHaveAttribute(
    'href',
    '/ai-chatbot-development',
  );
  expect(await publicStatus(live, '/ai-chatbot-development')).toBe(200);
  expect(await sitemap(live)).toContain('/ai-chatbot-development');
  const history = live
    .git('log', '--format=%an|%s', '--', 'pages/ai-chatbot-development.json')
    .trim()
    .split('\n');
  expect(history).toEqual(['Nila Editor|First version of the chatbot page']);
});

test('discarding a draft asks first, saying what goes, and keeps it when the editor cancels', async ({
  live,
  page,
}) => {
  await live.addAccount('kavin@example.com', 'Kavin Editor', ['editor']);
  await openStudio(page, live, 'kavin@example.com');
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent('pages/branding.json')}`);
  await openBlockForm(page, 0);
  const heading = page.getByLabel(/^Heading/);
  const published = await heading.inputValue();
  await heading.fill(`${published} for growing brands`);
  const status = page.locator('.draft-status');
  await expect(status).toContainText('Draft saved', { timeout: 15_000 });

  await status.getByRole('button', { name: 'Discard the draft' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard this draft?' });
  await expect(ask).toContainText('The page stays as visitors see it now');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(heading).toHaveValue(`${published} for growing brands`);

  await status.getByRole('button', { name: 'Discard the draft' }).click();
  await ask.getByRole('button', { name: 'Discard the draft' }).click();
  await openBlockForm(page, 0);
  await expect(page.getByLabel(/^Heading/)).toHaveValue(published);
});

test('the page list counts the problems of a page’s draft, which its publish would meet', async ({
  live,
  page,
}) => {
  await live.addAccount('tara@example.com', 'Tara Editor', ['editor']);
  await openStudio(page, live, 'tara@example.com');
  const row = page
    .getByRole('table', { name: 'Pages' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: '/cloud', exact: true }) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Healthy');

  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent('pages/cloud.json')}`);
  await openBlockForm(page, 0);
  await page.getByLabel(/^Heading/).fill('');
  await expect(page.locator('.draft-status')).toContainText('Draft saved', {
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'All pages' }).click();
  // Not published yet: the studio asks before leaving; the draft stays on the server.
  await page
    .getByRole('dialog', { name: 'Leave with unsaved changes?' })
    .getByRole('button', { name: 'Leave this page' })
    .click();
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^Cannot be published: 1 problem/);
});
