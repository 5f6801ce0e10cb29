import { freshEmail, signUp, test } from './accounts-support';
import { blocksOf, pageAt } from './content';
import { expect } from './forms-support';
import { waitForIslands } from './support';

// Texts come from the /account page's JSON, defaults applied.
const [panel] = blocksOf(pageAt('/account'), 'accountPanel');
if (!panel) throw new Error('unexpected page setup');
const words = panel.sessions;
const password = 'monsoon clouds over the harbour';
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('the account page lists where the account is logged in and logs out one device, then all others', async ({
  browser,
  page,
}) => {
  const email = freshEmail('sessions');
  await signUp(page.context(), email, password);
  // The same account, logged in on a phone and on a laptop.
  const devices = [];
  for (const userAgent of [phone, laptop]) {
    const context = await browser.newContext({ userAgent });
    const login = await context.request.post('/api/login', { data: { email, password } });
    expect(login.status()).toBe(200);
    devices.push(context);
  }
  const [onPhone, onLaptop] = devices;
  if (!onPhone || !onLaptop) throw new Error('the devices did not log in');

  await page.goto('/account');
  await waitForIslands(page);
  const list = page.getByRole('region', { name: words.heading });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText(words.thisDevice);
  await expect(list.getByRole('listitem').filter({ hasText: 'Chrome on Android' })).toContainText(
    /just now|minute/,
  );
  await expect(list.getByRole('listitem').filter({ hasText: 'Firefox on Windows' })).toHaveCount(1);

  // One device logged out: its next request is no longer signed in; the others still are.
  await list.getByRole('button', { name: `${words.endButton}: Chrome on Android` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('heading', { name: words.heading })).toBeFocused();
  expect((await onPhone.request.get('/api/account')).status()).toBe(401);
  expect((await onLaptop.request.get('/api/account')).status()).toBe(200);

  // All the others: only this device stays signed in.
  await list.getByRole('button', { name: words.endOthersButton }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: words.endOthersButton })).toHaveCount(0);
  expect((await onLaptop.request.get('/api/account')).status()).toBe(401);
  expect((await page.request.get('/api/account')).status()).toBe(200);
  for (const context of devices) await context.close();
});
