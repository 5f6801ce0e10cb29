import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { addStaffAccount, freshEmail, sendEnquiry, signIn } from './accounts-support';
import { backOfficeLink, blocksOf, pageAt } from './content';
import { expect, marker } from './forms-support';
import { startSiteProcess } from './server-process';
import { expectNoViolations, waitForIslands } from './support';

// Texts come from the /leads page's JSON, defaults applied.
const [inbox] = blocksOf(pageAt('/leads'), 'leadsInbox');
if (!inbox) throw new Error('the /leads page has no inbox');
const password = 'monsoon clouds over the harbour at noon';
const minFillMs = 15_000;

/** One lead's region, named by its heading ("Lead {id}" in the page's words). */
const leadName = new RegExp(
  `^${inbox.detailHeading.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{id}', '\\d+')}$`,
);

/**
 * A site server of this file's own, per worker: the e2e build served with a generic webhook
 * pointing at a receiver the test starts, a data folder of its own, and the real minimum fill
 * time (the shared e2e server turns it off).
 */
const test = base.extend<
  { received: string[] },
  { spamServer: { url: string; dataDir: string; received: string[] } }
>({
  spamServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const received: string[] = [];
      const receiver = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push(body);
          response.writeHead(204).end();
        });
      });
      receiver.listen(0, '127.0.0.1');
      await once(receiver, 'listening');
      const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`;
      const dataDir = mkdtempSync(join(tmpdir(), 'aruvi-spam-e2e-'));
      // Ports from E2E_PORT + 150, one per worker: the studio takes + 200, the showcase + 300.
      const port = Number(process.env.E2E_PORT ?? 4173) + 150 + workerInfo.workerIndex;
      const server = await startSiteProcess({
        script: 'scripts/serve.ts',
        port,
        env: {
          ...process.env,
          DIST_DIR: process.env.DIST_DIR ?? 'dist',
          DATA_DIR: dataDir,
          LEAD_WEBHOOK_URL: hook,
          SMTP_HOST: '',
          API_RATE_LIMIT_LEADS: '1000',
          API_RATE_LIMIT_AUTH: '1000',
          // Long enough that a robot-fast send stays under it on a loaded machine.
          SPAM_MIN_FILL_MS: String(minFillMs),
        },
        readyPath: '/readyz',
        timeoutMs: 60_000,
      });
      await use({ url: server.url, dataDir, received });
      await server.stop();
      receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ spamServer }, provide) => provide(spamServer.url),
  received: async ({ spamServer }, provide) => provide(spamServer.received),
});

const live = (page: Page) => page.locator('main').getByRole('status').first();

/** Waits until the receiver has had a delivery containing `text`. */
async function deliveredWith(received: string[], text: string) {
  await expect.poll(() => received.filter((body) => body.includes(text)).length).toBe(1);
}

test('a robot-fast enquiry waits in Spam, undelivered, until staff mark it not spam', async ({
  browser,
  page,
  received,
  spamServer,
}) => {
  // The person's wait for the minimum fill time is part of the test: the budget covers it.
  test.setTimeout(minFillMs + 60_000);
  // A person lands on the site first…
  const person = await browser.newContext();
  const slow = await person.newPage();
  await slow.goto('/');
  const landed = Date.now();
  // …while a robot lands and sends at once. It is thanked as usual (sendEnquiry waits for the
  // form's own success message).
  const fast = marker('Quote for a delivery app');
  const robot = await browser.newContext();
  await sendEnquiry(await robot.newPage(), '/mobile-app-development', fast);
  await robot.close();
  // Staff are made while the person is still filling in the form.
  const email = freshEmail('staffspam');
  await addStaffAccount({
    dataDir: spamServer.dataDir,
    email,
    name: 'Spam Tester',
    password,
    roles: ['staff'],
  });
  await slow.waitForTimeout(Math.max(0, landed + minFillMs + 500 - Date.now()));
  // The person sends a link farm (kept aside for its content) and a real enquiry (delivered).
  const links = `${marker('Partnership')} see http://a.example http://b.example www.c.example`;
  await sendEnquiry(slow, '/mobile-app-development', links);
  const real = marker('Website for our clinic');
  await sendEnquiry(slow, '/mobile-app-development', real);
  await person.close();
  await deliveredWith(received, real);

  await signIn(page, email, password, '/leads');
  await waitForIslands(page);
  const table = page.getByRole('table', { name: inbox.caption });
  await expect(table.getByRole('row').filter({ hasText: 'Asha Raman' })).toHaveCount(1);

  const spamView = backOfficeLink(page, '/leads?status=spam');
  await spamView.click();
  await expect(spamView).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoViolations(page, 'the Spam view');

  // The fast one: its reason, then "Not spam" delivers it.
  await table.getByRole('row').nth(2).getByRole('link').click();
  const detail = page.getByRole('region', { name: leadName });
  await expect(detail.getByText(fast)).toBeVisible();
  await expect(detail.getByText(/after the page opened/)).toBeVisible();
  expect(received.filter((body) => body.includes(fast))).toHaveLength(0);
  await detail.getByRole('button', { name: inbox.notSpamLabel }).click();
  await expect(live(page)).toHaveText(inbox.notSpamText);
  await expect(detail.getByRole('button', { name: inbox.notSpamLabel })).toHaveCount(0);
  await expect(detail.getByRole('combobox', { name: inbox.statusLabel })).toHaveValue('new');
  await deliveredWith(received, fast);
  await expectNoViolations(page, 'a lead taken out of spam');

  // The link farm stays in Spam, undelivered; the leads now hold the two real ones.
  await page.getByRole('link', { name: inbox.backLabel }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(inbox.statusNames.spam);
  await backOfficeLink(page, '/leads').click();
  await expect(table.getByRole('row')).toHaveCount(3);
  expect(received.filter((body) => body.includes('Partnership'))).toHaveLength(0);
});
