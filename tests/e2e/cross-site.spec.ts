import { request as apiRequest, type Page } from '@playwright/test';
import { freshEmail, signIn, signUp, test } from './accounts-support';
import { expect } from './forms-support';
import { site } from './content';

const password = 'filter coffee at the beach';

/**
 * Another site's page, as an attacker would serve it: a form that posts to this site's `action`
 * by itself the moment it loads. The browser sends it with the other site's Origin.
 */
async function openAttackerPage(page: Page, action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" action="${action}">${inputs}</form>
        <script>document.forms[0].submit()</script>`,
    }),
  );
  const answered = page.waitForResponse((r) => r.url() === action);
  await page.goto('http://attacker.test/');
  return answered;
}

test.describe('a page on another site', () => {
  test('cannot log the visitor’s browser into the attacker’s account', async ({
    page,
    context,
    baseURL,
  }) => {
    const attacker = freshEmail('attacker');
    const made = await apiRequest.newContext({ baseURL });
    const signup = await made.post('/api/signup', {
      data: { username: 'Someone', email: attacker, password, agree: true },
    });
    expect(signup.status()).toBe(201);
    await made.dispose();

    const answer = await openAttackerPage(page, `${baseURL}/api${site.forms.login.endpoint}`, {
      email: attacker,
      password,
    });
    expect(answer.status()).toBe(403);
    expect((await context.cookies()).some((c) => c.name === 'session')).toBe(false);
    const account = await context.request.get('/api/account');
    expect(account.status()).toBe(401);
  });

  test('cannot log the visitor out', async ({ page, context, baseURL }) => {
    const visitor = freshEmail('visitor');
    await signUp(context, visitor, password);
    await context.clearCookies();
    await signIn(page, visitor, password, '/');

    const answer = await openAttackerPage(page, `${baseURL}/api/logout`, {});
    expect(answer.status()).toBe(403);
    const account = await context.request.get('/api/account');
    expect(account.status()).toBe(200);
    expect((await account.json()).account.email).toBe(visitor);
  });
});
