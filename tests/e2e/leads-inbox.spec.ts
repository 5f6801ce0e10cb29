import { readFileSync } from 'node:fs';
import { request as apiRequest, type Page } from '@playwright/test';
import {
  addStaff,
  freshEmail,
  logIn,
  sendEnquiry,
  sessionCookie,
  signIn,
  signUp,
  test,
} from './accounts-support';
import { backOfficeLink, blocksOf, pageAt } from './content';
import { expect, marker } from './forms-support';
import { expectNoViolations, viewports, waitForIslands } from './support';

// Texts come from the /leads page's JSON (defaults applied), the login page and the enquiry form.
const [inbox] = blocksOf(pageAt('/leads'), 'leadsInbox');
const [accountPanel] = blocksOf(pageAt('/account'), 'accountPanel');
if (!inbox || !accountPanel) throw new Error('unexpected page setup');
const password = 'tea stalls along the beach road at dawn';
const landing = '/mobile-app-development?utm_source=newsletter&utm_campaign=nov';

/** One lead's region, named by its heading ("Lead {id}" in the page's words). */
const leadName = new RegExp(
  `^${inbox.detailHeading.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{id}', '\\d+')}$`,
);
const leadRegion = (page: Page) => page.getByRole('region', { name: leadName });

/** The inbox's live region. */
const live = (page: Page) => page.locator('main').getByRole('status').first();

test('staff log in from the inbox, find an enquiry with its source, set its status and note', async ({
  browser,
  page,
}) => {
  const text = marker('Field sales app for 40 reps');
  const visitor = await browser.newContext();
  await sendEnquiry(await visitor.newPage(), landing, text);
  await visitor.close();

  const email = freshEmail('staff');
  await addStaff(email, password);
  await page.goto('/leads');
  expect(new URL(page.url()).search).toBe(`?next=${encodeURIComponent('/leads')}`);
  await logIn(page, email, password, '/leads');
  await waitForIslands(page);

  const filters = page.getByRole('form', { name: inbox.filtersLabel });
  await filters.getByRole('searchbox', { name: inbox.searchLabel }).fill(text);
  await filters.getByRole('button', { name: inbox.applyLabel }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByRole('table', { name: inbox.caption });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('/mobile-app-development');
  await expect(table.getByRole('row').nth(1)).toContainText(inbox.statusNames.new);

  await table.getByRole('link', { name: 'Asha Raman' }).click();
  const detail = leadRegion(page);
  await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
  for (const value of [text, 'asha@example.com', '/mobile-app-development', 'newsletter', 'nov'])
    await expect(detail.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
  await expect(detail.getByRole('term').filter({ hasText: 'utm_campaign' })).toBeVisible();
  await expect(detail.getByText(inbox.noHistoryText)).toBeVisible();

  const note = marker('Called back; wants a demo');
  await detail.getByRole('combobox', { name: inbox.statusLabel }).selectOption('contacted');
  await detail.getByRole('textbox', { name: inbox.noteLabel }).fill(note);
  await detail.getByRole('button', { name: inbox.saveLabel }).click();
  await expect(live(page)).toHaveText(inbox.savedText);
  const history = detail.getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.filter({ hasText: email })).toHaveCount(2);
  await expect(history.filter({ hasText: inbox.statusNames.contacted })).toHaveCount(1);
  await expect(history.filter({ hasText: note })).toHaveCount(1);

  // The lead is in the address: a reload shows it again, saved.
  await page.reload();
  await expect(page.getByRole('combobox', { name: inbox.statusLabel })).toHaveValue('contacted');
  await expect(page.getByRole('textbox', { name: inbox.noteLabel })).toHaveValue(note);

  // Back to the list keeps the search; filtering by status finds it only under its new status.
  await page.getByRole('link', { name: inbox.backLabel }).click();
  await expect(filters.getByRole('searchbox', { name: inbox.searchLabel })).toHaveValue(text);
  await expect(table.getByRole('row').nth(1)).toContainText(inbox.statusNames.contacted);
  const status = filters.getByRole('combobox', { name: inbox.statusLabel });
  await status.selectOption('new');
  await filters.getByRole('button', { name: inbox.applyLabel }).click();
  await expect(live(page)).toHaveText(inbox.emptyText);
  await expect(table).toHaveCount(0);
  await page.goBack();
  await expect(table.getByRole('row')).toHaveCount(2);

  // The export links download the filtered list.
  const csvLink = page.getByRole('link', { name: inbox.exportCsvLabel });
  const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const rows = (await csv.text()).trim().split('\n');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain('newsletter');
  expect(rows[1]).toContain(note);
  const jsonLink = page.getByRole('link', { name: inbox.exportJsonLabel });
  const json: unknown = await (
    await page.request.get((await jsonLink.getAttribute('href')) ?? '')
  ).json();
  expect(json).toEqual([expect.objectContaining({ status: 'contacted', note })]);
});

test('an anonymous visitor and a visitor account get no lead data', async ({ browser }) => {
  const anonymous = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  for (const path of ['/api/leads', '/api/leads/1', '/api/leads/export?format=json']) {
    const answer = await anonymous.get(path);
    expect(answer.status(), path).toBe(401);
    expect(await answer.text(), path).not.toMatch(/"leads"|receivedAt|"fields"/);
  }
  const page = await anonymous.get('/leads', { maxRedirects: 0 });
  expect(page.status()).toBe(303);
  expect(page.headers().location).toBe(`/loginsignup?next=${encodeURIComponent('/leads')}`);
  const sitemap = await (await anonymous.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/mobile-app-development');
  expect(sitemap).not.toMatch(/\/(leads|account)</);
  await anonymous.dispose();

  const context = await browser.newContext();
  await signUp(context, freshEmail('visitor'), password);
  for (const path of ['/api/leads', '/api/leads/1', '/api/leads/export?format=csv']) {
    const answer = await context.request.get(path);
    expect(answer.status(), path).toBe(403);
    expect(await answer.text(), path).not.toMatch(/"leads"|receivedAt|"fields"|utm_/);
  }
  const patch = await context.request.patch('/api/leads/1', { data: { status: 'spam' } });
  expect(patch.status()).toBe(403);
  // Signed in, a visitor is told the page needs staff access (not sent to sign in as themselves
  // again), with a way to sign in with another account, and sees no lead.
  const tab = await context.newPage();
  const opened = await tab.goto('/leads');
  expect(opened?.status()).toBe(403);
  expect(new URL(tab.url()).pathname).toBe('/leads');
  await expect(tab.getByRole('heading', { level: 1 })).toContainText('staff access');
  await expect(tab.getByRole('link', { name: /another account/ })).toBeVisible();
  expect(await tab.content()).not.toMatch(/receivedAt|"fields"/);
  await context.close();
});

test('logging out ends the session on the server, not just in the browser', async ({ page }) => {
  const email = freshEmail('staffout');
  await addStaff(email, password);
  await signIn(page, email, password, '/account');
  const cookie = await sessionCookie(page.context());
  await page.getByRole('button', { name: accountPanel.logoutButton }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const replay = await apiRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { cookie },
  });
  expect((await replay.get('/api/account')).status()).toBe(401);
  expect((await replay.get('/api/leads')).status()).toBe(401);
  await replay.dispose();
  await page.goto('/leads');
  expect(new URL(page.url()).pathname).toBe('/loginsignup');
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the inbox list and a lead have no axe violations and fit at ${name} width`, async ({
    browser,
    page,
  }) => {
    await page.setViewportSize(viewport);
    const visitor = await browser.newContext();
    await sendEnquiry(await visitor.newPage(), landing, marker('Axe check enquiry'));
    await visitor.close();
    const email = freshEmail('staffaxe');
    await addStaff(email, password);
    await signIn(page, email, password, '/leads');
    await waitForIslands(page);
    const table = page.getByRole('table', { name: inbox.caption });
    await expect(table).toBeVisible();
    await expectNoViolations(page, `/leads at ${name}`);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await table.getByRole('row').nth(1).getByRole('link').click();
    await expect(leadRegion(page).getByRole('heading', { level: 2 })).toBeFocused();
    await expectNoViolations(page, `/leads lead at ${name}`);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
}

/** A text of the page's JSON with `{name}` placeholders, as a pattern matching any value. */
const filled = (text: string) =>
  new RegExp(text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+'));

test('staff download a person’s data, erase them after confirming, and see it in the audit log', async ({
  page,
}) => {
  // An address of its own: erasing it must touch no other test's lead.
  const address = freshEmail('erase-me');
  const sent = await page.request.post('/api/pclinfo', {
    data: {
      fname: 'Erin',
      lname: 'Erase',
      email: address,
      mobile: '',
      message: marker('Please forget me after this'),
    },
  });
  expect(sent.status()).toBe(200);
  // Someone else's enquiry that names the address: it is theirs, and stays.
  const other = freshEmail('mentions');
  const mentioning = await page.request.post('/api/pclinfo', {
    data: {
      fname: 'Mohan',
      lname: 'Mention',
      email: other,
      mobile: '',
      message: marker(`Please copy my colleague ${address}`),
    },
  });
  expect(mentioning.status()).toBe(200);
  const email = freshEmail('staffrights');
  await addStaff(email, password);
  await signIn(page, email, password, '/leads');
  await page.goto(`/leads?q=${encodeURIComponent(address)}`);
  await waitForIslands(page);
  await page
    .getByRole('table', { name: inbox.caption })
    .getByRole('link', { name: 'Erin Erase' })
    .click();
  const tools = leadRegion(page).getByRole('region', { name: inbox.personHeading });
  await expect(tools.getByRole('textbox', { name: inbox.personEmailLabel })).toHaveValue(address);

  const download = page.waitForEvent('download');
  await tools.getByRole('button', { name: inbox.personExportLabel }).click();
  const records = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(records.leads).toHaveLength(1);
  expect(records.mentionedIn).toHaveLength(1);

  // By keyboard: the confirmation opens with the safe choice focused, Escape closes it and the
  // focus is back on the button that opened it.
  const opener = tools.getByRole('button', { name: inbox.eraseLabel });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: filled(inbox.eraseTitle) });
  await expect(dialog).toContainText(address);
  await expect(dialog.getByRole('button', { name: inbox.cancelLabel })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: inbox.eraseConfirmLabel })).toBeFocused();
  await page.keyboard.press('Enter');

  // Back on the list, which no longer has the lead; the live region says what was erased.
  await expect(live(page)).toContainText(filled(inbox.erasedText));
  await expect(live(page)).toContainText(filled(inbox.mentionedText));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The list (still searching the address) has only the enquiry that mentioned it, kept.
  const left = page.getByRole('table', { name: inbox.caption });
  await expect(left.getByRole('link', { name: 'Mohan Mention' })).toBeVisible();
  await expect(left.getByRole('link', { name: 'Erin Erase' })).toHaveCount(0);

  await backOfficeLink(page, '/leads?view=audit').click();
  await expect(page).toHaveURL(/\?view=audit$/);
  const log = page.getByRole('table', { name: inbox.auditCaption });
  // Other tests' staff act meanwhile: the erasure is found by its action.
  const erasure = log.getByRole('row').filter({ hasText: inbox.auditActionNames.erase });
  await expect(erasure.first()).toContainText('Inbox Tester');
  await expect(log).toContainText(inbox.auditActionNames.export_person);
  await expect(log).toContainText(inbox.auditActionNames.login);
  await expect(log).not.toContainText(address);
  await expectNoViolations(page, '/leads?view=audit');
});
