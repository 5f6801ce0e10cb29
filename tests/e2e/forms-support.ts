import { execFileSync } from 'node:child_process';
import { expect, type Locator, type Page } from '@playwright/test';
import type { FormDeclaration } from '../../src/forms/declarations';
import { fieldOf } from './content';

/** The real export command (`npm run leads`) over the e2e server's database. */
const exportLeads = (format: 'json' | 'csv') =>
  execFileSync('npx', ['tsx', 'scripts/leads.ts', '--format', format], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? 'test-results/e2e-data' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Leads stored by the e2e server, as the JSON export lists them. */
export function exportedLeads(): {
  form: string;
  page: string | null;
  subject: string | null;
  fields: Record<string, string>;
  /** What the form told the visitor, as the server recorded it (decisions.md #56). */
  notice: { purposes: string; policy: { path: string; version?: string } } | null;
  /** The marketing box: ticked or not; null when the form has none. */
  marketingConsent: boolean | null;
}[] {
  return JSON.parse(exportLeads('json'));
}

/** The CSV export, as the company would open it. */
export const exportedCsv = () => exportLeads('csv');

/** A text no other test run uses, to find this test's lead in the export. */
export const marker = (label: string) =>
  `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Makes every call to one API path answer with a server error (the real server is not asked). */
export async function failApi(page: Page, path: string, status: number, body?: unknown) {
  await page.route(`**/api${path}`, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: body === undefined ? '' : JSON.stringify(body),
    }),
  );
}

/** Cuts the network for one API path, as a dropped connection would. */
export async function abortApi(page: Page, path: string) {
  await page.route(`**/api${path}`, (route) => route.abort('internetdisconnected'));
}

/** Lets the request reach the real server, a little later, so the sending state can be seen. */
export async function slowApi(page: Page, path: string) {
  await page.route(`**/api${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

/** A field's control, found the way a visitor finds it: by its label. */
export function control(scope: Page | Locator, form: FormDeclaration, name: string): Locator {
  const field = fieldOf(form, name);
  const role =
    field.type === 'select' ? 'combobox' : field.type === 'checkbox' ? 'checkbox' : 'textbox';
  return scope.getByRole(role, { name: field.label, exact: true });
}

/** Types values into a form's fields, given by field name (the names are part of the API). */
export async function fillForm(
  scope: Page | Locator,
  form: FormDeclaration,
  values: Record<string, string>,
) {
  for (const [name, value] of Object.entries(values)) await control(scope, form, name).fill(value);
}

/** Console errors a failing request is expected to produce (the browser logs them itself). */
export const expectedNetworkNoise = (text: string) =>
  /Failed to load resource|API call failed|net::ERR/.test(text);

export { expect };
