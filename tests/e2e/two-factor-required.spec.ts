import { Secret, TOTP } from 'otpauth';
import {
  expect,
  password,
  startLiveSite,
  test as base,
  type LiveSite,
} from './live-studio-support';

// An operator who requires a second factor of editors and staff (TWO_FACTOR_REQUIRED): an editor
// with none is sent, after the password, to set it up before any session; the next sign-in to
// the editor asks for a code. A server of its own: the shared ones require nothing.

const test = base.extend<object, { requiring: LiveSite }>({
  requiring: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // Ports from E2E_PORT + 500, one per worker.
      const port = Number(process.env.E2E_PORT ?? 4173) + 500 + workerInfo.workerIndex;
      const site = await startLiveSite(port, undefined, { TWO_FACTOR_REQUIRED: 'editor,staff' });
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

const codeFor = (key: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

test('an editor without a second factor sets it up at sign-in, then signs in to the editor with a code', async ({
  requiring: live,
  page,
  browser,
}) => {
  await live.addAccount('nila-required@example.com', 'Nila Required', ['editor']);
  await page.goto(`${live.url}/studio/`);
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: /e-mail/i }).fill('nila-required@example.com');
  await form.getByLabel(/password/i).fill(password);
  await form.getByRole('button').click();
  await page.waitForURL((url) => url.pathname === '/studio/login/enrol');
  expect(await page.locator('script').count()).toBe(0);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('session');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await page.locator('#secret-key').innerText()).trim();
  const field = page.getByLabel('Six-digit code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await field.fill('000000');
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not right');
  await page.getByLabel('Six-digit code').fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('link', { name: 'I have saved them, continue' }).click();
  await page.waitForURL(`${live.url}/studio/`);
  await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible({ timeout: 30_000 });

  // Another browser: the password, then a code, then the editor.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${live.url}/studio/`);
  const again = second.getByRole('form');
  await again.getByRole('textbox', { name: /e-mail/i }).fill('nila-required@example.com');
  await again.getByLabel(/password/i).fill(password);
  await again.getByRole('button').click();
  await second.waitForURL((url) => url.pathname === '/studio/login/code');
  await second.getByLabel('Six-digit code').fill(codeFor(key, 1));
  await second.getByRole('button', { name: 'Sign in', exact: true }).click();
  await second.waitForURL(`${live.url}/studio/`);
  await expect(second.getByRole('table', { name: 'Pages' })).toBeVisible({ timeout: 30_000 });
  await other.close();
});
