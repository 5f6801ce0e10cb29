import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { buildServer } from '../../../src/server/app';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { currentPageFormat } from '../../../src/schema/page-format-version';
import { site } from '../render';
import { fakeDist, sessionCookie } from './api-server';

const page = (path: string, extra: object, blocks: unknown[]) => ({
  format: currentPageFormat,
  path,
  title: `Page ${path}`,
  description: 'A page of the test build.',
  keywords: [],
  robots: 'noindex, nofollow',
  companySchema: false,
  ...extra,
  blocks,
});
const richText = { type: 'richText', heading: 'Hello', paragraphs: ['Text.'], tone: 'plain' };
const authForm = JSON.parse(readFileSync('src/blocks/auth-form/example.json', 'utf8')) as unknown;

const dir = mkdtempSync(join(tmpdir(), 'page-access-'));
let app: Awaited<ReturnType<typeof buildServer>>;

/** A build with a login page, a page for any account and one for staff. */
beforeAll(async () => {
  const distDir = fakeDist(dir);
  const routes = [
    { path: '/404', file: '404.html' },
    { path: '/loginsignup', file: 'loginsignup.html' },
    { path: '/account', file: 'account.html' },
    { path: '/leads', file: 'leads.html' },
    { path: '/back-office', file: 'back-office.html' },
    { path: '/analytics', file: 'analytics.html' },
  ];
  writeFileSync(join(distDir, 'routes.json'), JSON.stringify(routes));
  for (const { path, file } of routes.slice(1))
    writeFileSync(join(distDir, 'client', file), `<!doctype html><title>${path}</title>`);
  const pages = [
    page('/404', {}, [richText]),
    page('/loginsignup', {}, [authForm]),
    page('/account', { access: 'account' }, [richText]),
    page('/leads', { access: 'staff' }, [richText]),
    page('/back-office', { access: 'staff', layout: 'backOffice' }, [richText]),
    page('/analytics', { access: 'backOffice', layout: 'backOffice' }, [richText]),
  ];
  writeFileSync(join(distDir, 'content.json'), JSON.stringify({ site, pages }));
  const dataDir = join(dir, 'data');
  const storage = openSqliteStorage(join(dataDir, 'site.db'));
  const passwordHash = await hashPassword('cardamom tea at four');
  await storage.createUser({
    username: 'Ravi',
    email: 'ravi@example.com',
    passwordHash,
    role: 'staff',
  });
  await storage.createUser({ username: 'Meena', email: 'meena@example.com', passwordHash });
  const editor = await storage.createUser({
    username: 'Esha',
    email: 'esha@example.com',
    passwordHash,
  });
  if (editor === 'exists') throw new Error('account refused');
  await storage.setRoles(editor.id, { role: 'visitor', editor: true });
  await storage.close();
  app = await buildServer({ distDir, api: { site, dataDir, smtp: false } });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function cookieOf(email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: 'cardamom tea at four' }),
  });
  return sessionCookie(res);
}

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('pages for accounts only', () => {
  it('send a visitor without a session to log in, with the way back', async () => {
    const res = await get('/leads');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/loginsignup?next=%2Fleads');
    expect((await get('/account')).headers.location).toBe('/loginsignup?next=%2Faccount');
  });

  it('open the account page to any account, the staff page to staff only', async () => {
    const visitor = await cookieOf('meena@example.com');
    const account = await get('/account', visitor);
    expect(account.statusCode).toBe(200);
    expect(account.headers['cache-control']).toBe('private, no-store');
    expect((await get('/leads', visitor)).statusCode).toBe(403);
    const staff = await cookieOf('ravi@example.com');
    const leads = await get('/leads', staff);
    expect(leads.statusCode).toBe(200);
    expect(leads.body).toContain('<title>/leads</title>');
  });

  it('keep a back-office page from anyone but staff, as any staff page', async () => {
    const anonymous = await get('/back-office');
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/loginsignup?next=%2Fback-office');
    const visitor = await get('/back-office', await cookieOf('meena@example.com'));
    expect(visitor.statusCode).toBe(403);
    expect(visitor.body).not.toContain('/back-office</title>');
    const staff = await get('/back-office', await cookieOf('ravi@example.com'));
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.body).toContain('<title>/back-office</title>');
  });

  it('open a page for the back office to staff and editors, and refuse it to a visitor as a staff page', async () => {
    const anonymous = await get('/analytics');
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/loginsignup?next=%2Fanalytics');
    for (const email of ['ravi@example.com', 'esha@example.com']) {
      const opened = await get('/analytics', await cookieOf(email));
      expect(opened.statusCode, email).toBe(200);
      expect(opened.headers['cache-control'], email).toBe('private, no-store');
      expect(opened.body, email).toContain('<title>/analytics</title>');
    }
    const visitor = await get('/analytics', await cookieOf('meena@example.com'));
    expect(visitor.statusCode).toBe(403);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    expect(visitor.body).not.toContain('<title>/analytics</title>');
    expect(visitor.body).toContain('href="/loginsignup?next=%2Fanalytics"');
  });

  it('tell an account without staff access (an editor) that the page needs it, rather than asking it to log in', async () => {
    const editor = await get('/leads', await cookieOf('esha@example.com'));
    expect(editor.statusCode).toBe(403);
    expect(editor.headers['cache-control']).toBe('private, no-store');
    expect(editor.body).toMatch(/<h1>[^<]+<\/h1>/);
    expect(editor.body).not.toContain('<title>/leads</title>');
    // A way to sign in with another account, back to the page; no role's name.
    expect(editor.body).toContain('href="/loginsignup?next=%2Fleads"');
    expect(editor.body).not.toMatch(/\brole\b|"staff"|editor/i);
  });

  it('leave the other pages open', async () => {
    expect((await get('/loginsignup')).statusCode).toBe(200);
  });

  it('and the login page get no window handle from a window of another site', async () => {
    const staff = await cookieOf('ravi@example.com');
    for (const [url, cookie] of [['/loginsignup'], ['/account', staff], ['/leads', staff]]) {
      const res = await get(url!, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    expect((await get('/no-such-page')).headers['cross-origin-opener-policy']).toBeUndefined();
  });
});
