import { join } from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { openDatabase } from '../../src/server/storage/sqlite-open';
import { addAccountByCommand } from '../../scripts/staff/add-account';
import { blocksOf, pageAt, site } from './content';
import { expect, fillForm, marker } from './forms-support';
import { waitForIslands } from './support';

const { login, enquiry } = site.forms;

/**
 * Tests whose browsers sign up and log in, each worker as its own client: the server hashes one
 * password at a time per client and answers another at once with 429, and every worker's browser
 * connects from 127.0.0.1. The e2e server trusts the loopback proxy (TRUST_PROXY), so the
 * address this header names is the client's, as behind a real proxy.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) =>
    provide({ ...extraHTTPHeaders, 'X-Forwarded-For': `10.77.0.${testInfo.workerIndex + 1}` }),
});

/** A fresh e-mail address for this run. */
export const freshEmail = (label: string) =>
  `${marker(label).replace(/[^a-z0-9]/gi, '')}@example.com`.toLowerCase();

/** A staff or editor account over the database in `dataDir`, made with the staff command. */
export const addStaffAccount = ({
  dataDir,
  ...account
}: Omit<Parameters<typeof addAccountByCommand>[0], 'env'> & { dataDir: string }) =>
  addAccountByCommand({ ...account, env: { ...process.env, DATA_DIR: dataDir } });

/** A staff account on the e2e server's database. */
export const addStaff = (email: string, password: string) =>
  addStaffAccount({
    dataDir: process.env.E2E_DATA_DIR ?? 'test-results/e2e-data',
    email,
    name: 'Inbox Tester',
    password,
    roles: ['staff'],
  });

/** A visitor's account, made by the sign-up endpoint; the context is then logged in to it. */
export async function signUp(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post('/api/signup', {
    data: { username: 'Priya Visitor', email, password, agree: true },
  });
  expect(response.status()).toBe(201);
}

/** Logs in through the login page's form, from the address `/loginsignup?next=…`. */
export async function logIn(page: Page, email: string, password: string, next: string) {
  await page.goto(`/loginsignup?next=${encodeURIComponent(next)}`);
  await fillForm(page, login, { email, password });
  await page.getByRole('button', { name: login.submitLabel }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/**
 * Logs in through the API, as the login form does, then opens `next`: for tests about what comes
 * after signing in. The login form itself is tested through its page (logIn) once per role.
 */
export async function signIn(page: Page, email: string, password: string, next: string) {
  const answer = await page.context().request.post('/api/login', {
    data: { email, password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto(next);
}

/** The session cookie the context holds, to replay after logout. */
export async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'session');
  if (!cookie) throw new Error('no session cookie');
  return `session=${cookie.value}`;
}

/**
 * Sends an enquiry the way a visitor does: lands on `landing`, opens the enquiry dialog from the
 * page's hero button, fills it in and waits for the success message.
 */
export async function sendEnquiry(page: Page, landing: string, message: string) {
  await page.goto(landing);
  await waitForIslands(page);
  const path = new URL(landing, 'http://x').pathname;
  const [hero] = blocksOf(pageAt(path), 'hero');
  const opener = hero?.actions.find((a) => 'opens' in a && a.opens === 'enquiry')?.label;
  if (!opener) throw new Error(`${path} has no enquiry button in its hero`);
  await page.getByRole('link', { name: opener }).first().click();
  const dialog = page.getByRole('dialog');
  await fillForm(dialog, enquiry, {
    fname: 'Asha',
    lname: 'Raman',
    email: 'asha@example.com',
    message,
  });
  await dialog.getByRole('button', { name: enquiry.submitLabel }).click();
  await expect(dialog.getByRole('status')).toHaveText(enquiry.success.message);
}

/**
 * Makes the account's sessions' last proof of its password `minutes` old, in the e2e database, as
 * if it was typed back then (the steps that ask for a recent one then ask again).
 */
export function proofAgo(email: string, minutes: number) {
  const db = openDatabase(join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'site.db'));
  try {
    const at = new Date(Date.now() - minutes * 60_000).toISOString();
    db.prepare(
      'UPDATE sessions SET proved_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)',
    ).run(at, email);
  } finally {
    db.close();
  }
}
