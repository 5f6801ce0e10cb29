import { blocksOf, pageAt, site } from './content';
import { expect, fillForm } from './forms-support';
import { freshEmail, proofAgo, signUp, test } from './accounts-support';
import { waitForIslands } from './support';

// Passkeys as a second factor (decisions.md #86), in Chromium with its virtual authenticator:
// added from the account page after the password is typed again, then asked for at sign-in
// after the password, and removed. WebAuthn takes a domain, never an IP address: this browser
// reaches the e2e server as localhost.

const { login } = site.forms;
const [panel] = blocksOf(pageAt('/account'), 'accountPanel');
if (!panel) throw new Error('unexpected page setup');
const password = 'kites over the salt pans at dusk';
const port = Number(process.env.E2E_PORT ?? 4173);
test.use({ baseURL: `http://localhost:${port}` });

test('adding a passkey after the password, signing in with password and passkey, removing it', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  const email = freshEmail('passkey');
  await signUp(context, email, password);
  await page.goto('/account');
  await waitForIslands(page);
  proofAgo(email, 11);

  const card = page.getByRole('region', { name: panel.passkeys.heading });
  await expect(card).toContainText(panel.passkeys.emptyText);
  await card.getByLabel(panel.passkeys.nameLabel).fill('Test laptop');
  await card.getByRole('button', { name: panel.passkeys.addButton }).click();
  // The sign-in is older than 10 minutes: the password first.
  const dialog = page.getByRole('dialog', { name: panel.proof.title });
  const field = dialog.getByLabel(panel.proof.passwordLabel);
  await expect(field).toBeFocused();
  await field.fill(password);
  await dialog.getByRole('button', { name: panel.proof.confirmLabel }).click();
  await expect(dialog).toBeHidden();
  const list = card.getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Test laptop');
  await expect(list).toContainText(panel.passkeys.neverUsedText);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  // Signed out: the password alone gives no session; the passkey does.
  await context.clearCookies();
  await page.goto('/loginsignup?next=/account');
  await waitForIslands(page);
  await fillForm(page, login, { email, password });
  await page.getByRole('button', { name: login.submitLabel }).click();
  await page.waitForURL((url) => url.pathname === '/api/login/code');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('session');
  // No authenticator app on this account: the passkey is the only way on, and has the focus.
  await expect(page.getByLabel('Six-digit code')).toHaveCount(0);
  const usePasskey = page.getByRole('button', { name: 'Use your passkey' });
  await expect(usePasskey).toBeFocused();
  expect((await usePasskey.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await usePasskey.click();
  await page.waitForURL((url) => url.pathname === '/account');
  await waitForIslands(page);
  await expect(card.getByRole('list')).not.toContainText(panel.passkeys.neverUsedText);

  // Removing it: the sign-in was just now, so no password is asked for.
  await card.getByRole('button', { name: `${panel.passkeys.removeButton}: Test laptop` }).click();
  await expect(card).toContainText(panel.passkeys.emptyText);
  await expect(card.getByRole('heading', { name: panel.passkeys.heading })).toBeFocused();

  // Without a passkey the password alone signs in again.
  await context.clearCookies();
  const answer = await context.request.post('/api/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  expect((await context.cookies()).map((c) => c.name)).toContain('session');
});
