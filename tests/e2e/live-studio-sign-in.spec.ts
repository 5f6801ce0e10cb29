import { expect, password, test } from './live-studio-support';

// The editor's own sign-in: opening the editor signed out asks for an address and password only
// (accounts are made by an administrator; terms are accepted when an account is made), and
// lands in the editor. It is a page of its own, with no script.

test('opening the editor signed out shows a sign-in with no sign-up and no box to tick; signing in lands in the editor', async ({
  live,
  page,
}) => {
  await live.addAccount('sunita-signin@example.com', 'Sunita Signin', ['editor']);
  const response = await page.goto(`${live.url}/studio/`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const form = page.getByRole('form');
  await expect(form).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // Nothing offers to make an account here: the only link goes back to the site.
  await expect(page.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('link')).toHaveAttribute('href', '/');
  const email = form.getByRole('textbox', { name: /e-mail/i });
  const secret = form.getByLabel(/password/i);
  // A password manager knows what to fill in.
  await expect(email).toHaveAttribute('autocomplete', 'username');
  await expect(secret).toHaveAttribute('autocomplete', 'current-password');
  await expect(email).toBeFocused();
  // By keyboard only: type, Tab, type, Enter.
  await page.keyboard.type('sunita-signin@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${live.url}/studio/`);
  await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible({ timeout: 30_000 });
});

test('a wrong password is told in a sentence, the address kept, and the next try signs in', async ({
  live,
  page,
}) => {
  await live.addAccount('tara-signin@example.com', 'Tara Signin', ['editor']);
  await page.goto(`${live.url}/studio/`);
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: /e-mail/i }).fill('tara-signin@example.com');
  await form.getByLabel(/password/i).fill('not the password at all');
  await form.getByRole('button').click();
  const problem = page.getByRole('alert');
  await expect(problem).toBeVisible();
  // A sentence about the password, not a code.
  await expect(problem).toHaveText(/^[A-Z].*password.*\.$/);
  expect(new URL(page.url()).pathname).toBe('/studio/login');
  await expect(form.getByRole('textbox', { name: /e-mail/i })).toHaveValue(
    'tara-signin@example.com',
  );
  const secret = form.getByLabel(/password/i);
  await expect(secret).toHaveValue('');
  await expect(secret).toBeFocused();
  await expect(secret).toHaveAccessibleDescription(await problem.innerText());
  await secret.fill(password);
  await form.getByRole('button').click();
  await page.waitForURL(`${live.url}/studio/`);
});

test('an account that may not edit pages is told so in plain words after signing in', async ({
  live,
  page,
}) => {
  await live.addAccount('uma-signin@example.com', 'Uma Signin', ['staff']);
  await page.goto(`${live.url}/studio/`);
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: /e-mail/i }).fill('uma-signin@example.com');
  await form.getByLabel(/password/i).fill(password);
  const answer = page.waitForResponse((r) => r.url() === `${live.url}/studio/`);
  await form.getByRole('button').click();
  expect((await answer).status()).toBe(403);
  const text = await page.locator('main').innerText();
  expect(text).toContain('uma-signin@example.com');
  expect(text).not.toMatch(/\brole\b|editor/i);
  // A way to sign in as someone who may edit.
  await live.addAccount('uma-editor-signin@example.com', 'Uma Editor', ['editor']);
  await page.getByRole('link', { name: /another account/ }).click();
  await form.getByRole('textbox', { name: /e-mail/i }).fill('uma-editor-signin@example.com');
  await form.getByLabel(/password/i).fill(password);
  await form.getByRole('button').click();
  await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible({ timeout: 30_000 });
});

test('a sign-in goes on only to a page of the editor, never to another site', async ({
  live,
  page,
}) => {
  await live.addAccount('vani-signin@example.com', 'Vani Signin', ['editor']);
  for (const next of ['https://elsewhere.example/', '//elsewhere.example/studio/', '/account']) {
    await page.context().clearCookies();
    await page.goto(`${live.url}/studio/login?next=${encodeURIComponent(next)}`);
    const form = page.getByRole('form');
    await form.getByRole('textbox', { name: /e-mail/i }).fill('vani-signin@example.com');
    await form.getByLabel(/password/i).fill(password);
    await form.getByRole('button').click();
    await page.waitForURL(`${live.url}/studio/`);
  }
  // Signed in already: the sign-in page sends straight on.
  await page.goto(`${live.url}/studio/login?next=${encodeURIComponent('/studio/#/edit/x')}`);
  await page.waitForURL(`${live.url}/studio/`);
});
