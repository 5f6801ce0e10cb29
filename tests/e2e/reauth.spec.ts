import { readFileSync } from 'node:fs';
import { addStaff, freshEmail, proofAgo, signIn, signUp, test } from './accounts-support';
import { blocksOf, pageAt } from './content';
import { expect } from './forms-support';
import { waitForIslands } from './support';

const [inbox] = blocksOf(pageAt('/leads'), 'leadsInbox');
const [panel] = blocksOf(pageAt('/account'), 'accountPanel');
if (!inbox || !panel) throw new Error('unexpected page setup');
const password = 'lanterns along the harbour wall at nine';

test('staff whose sign-in is older than 10 minutes type the password again before an export', async ({
  page,
}) => {
  const email = freshEmail('reauth');
  await addStaff(email, password);
  await signIn(page, email, password, '/leads');
  await waitForIslands(page);
  proofAgo(email, 11);

  const link = page.getByRole('link', { name: inbox.exportJsonLabel });
  await link.click();
  const dialog = page.getByRole('dialog', { name: inbox.proofTitle });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel(inbox.proofPasswordLabel);
  await expect(field).toBeFocused();
  const box = await dialog.getByRole('button', { name: inbox.proofConfirmLabel }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  // A wrong password is said beside the field; the dialog stays.
  await field.fill('not the password');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(password);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: inbox.proofConfirmLabel }).click();
  const leads = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(Array.isArray(leads)).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('a person’s download and erasure ask for the password when it is older than 10 minutes, then go on', async ({
  page,
}) => {
  const address = freshEmail('forget-me');
  const sent = await page.request.post('/api/pclinfo', {
    data: { fname: 'Rea', lname: 'Auth', email: address, mobile: '', message: 'Please forget me' },
  });
  expect(sent.status()).toBe(200);
  const email = freshEmail('reauth-erase');
  await addStaff(email, password);
  await signIn(page, email, password, '/leads');
  await waitForIslands(page);
  const tools = page.getByRole('region', { name: inbox.personHeading }).first();
  await tools.getByRole('textbox', { name: inbox.personEmailLabel }).fill(address);
  const dialog = page.getByRole('dialog', { name: inbox.proofTitle });

  // The download: the password first, then the file, and focus back on its button.
  proofAgo(email, 11);
  const exporter = tools.getByRole('button', { name: inbox.personExportLabel });
  await exporter.click();
  await expect(dialog.getByLabel(inbox.proofPasswordLabel)).toBeFocused();
  await dialog.getByLabel(inbox.proofPasswordLabel).fill(password);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: inbox.proofConfirmLabel }).click();
  const records = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(records.leads).toHaveLength(1);
  await expect(exporter).toBeFocused();

  // The erasure, confirmed before the password was asked: once confirmed, it is done.
  proofAgo(email, 11);
  await tools.getByRole('button', { name: inbox.eraseLabel }).click();
  await page.getByRole('button', { name: inbox.eraseConfirmLabel }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(inbox.proofPasswordLabel).fill(password);
  await dialog.getByRole('button', { name: inbox.proofConfirmLabel }).click();
  await expect(dialog).toBeHidden();
  // The inbox says it is done once the server has erased (the dialog closes before that).
  const erased = new RegExp(
    inbox.erasedText.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '\\d+'),
  );
  await expect(page.locator('main').getByRole('status').first()).toContainText(erased);
  const left = await page.request.post('/api/leads/person', {
    data: { email: address },
    headers: { Accept: 'application/json' },
  });
  expect((await left.json()).leads).toHaveLength(0);
});

test('an account whose sign-in is older than 10 minutes types the password again before turning on two-step sign-in', async ({
  page,
  context,
}) => {
  const email = freshEmail('reauth-account');
  await signUp(context, email, password);
  await page.goto('/account');
  await waitForIslands(page);
  proofAgo(email, 11);

  const card = page.getByRole('region', { name: panel.twoFactor.heading });
  const start = card.getByRole('button', { name: panel.twoFactor.turnOnButton });
  await start.click();
  const dialog = page.getByRole('dialog', { name: panel.proof.title });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel(panel.proof.passwordLabel);
  await expect(field).toBeFocused();
  await expect(card.getByRole('img', { name: panel.twoFactor.pictureLabel })).toHaveCount(0);

  // Closing it goes back to the button, nothing started.
  await dialog.getByRole('button', { name: panel.proof.cancelLabel }).click();
  await expect(dialog).toBeHidden();
  await expect(start).toBeFocused();

  await start.click();
  await field.fill('not the password');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(password);
  await dialog.getByRole('button', { name: panel.proof.confirmLabel }).click();
  await expect(dialog).toBeHidden();
  // The step went on after the password: the key to scan is shown.
  await expect(card.getByRole('img', { name: panel.twoFactor.pictureLabel })).toBeVisible();
});
