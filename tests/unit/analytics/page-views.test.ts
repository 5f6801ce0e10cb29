import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { sessionCookie, startApi, validEnquiry } from '../api/api-server';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const googlebot =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36';
const a = { ip: '203.0.113.5', agent: chrome };
const b = { ip: '198.51.100.7', agent: firefox };
// The same address as `a`, another browser: another visitor.
const c = { ip: '203.0.113.5', agent: firefox };
const site = 'https://www.aruvi.example';
const password = 'filter coffee at eleven';

/** The site's calendar day (its time zone, Asia/Kolkata by default) now. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

let api: Awaited<ReturnType<typeof startApi>>;
let from = '';
beforeAll(async () => {
  from = today();
  api = await startApi({}, { pages: ['/', '/services', '/careers'] });
  const storage = openSqliteStorage(join(api.dataDir, 'site.db'));
  try {
    const passwordHash = await hashPassword(password);
    const account = (name: string, roles: { role?: 'staff'; editor?: boolean }) =>
      storage.createUser({ username: name, email: `${name}@example.com`, passwordHash, ...roles });
    await account('ravi', { role: 'staff' });
    await account('esha', { editor: true });
    await account('mani', {});
  } finally {
    await storage.close();
  }
});
afterAll(() => api.app.close());

const logIn = async (name: string) =>
  sessionCookie(await api.post('/login', { email: `${name}@example.com`, password }));
const report = (cookie?: string) =>
  api.call('GET', `/analytics?from=${from}&to=${today()}`, cookie ? { cookie } : {});

const visit = (
  who: { ip: string; agent: string },
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) =>
  api.app.inject({
    method,
    url,
    remoteAddress: who.ip,
    headers: { 'user-agent': who.agent, 'sec-fetch-dest': 'document', ...headers },
  });

describe('page views counted on the server', () => {
  it('counts exactly the views people made: bots, prefetches and HEAD left out, 304s in', async () => {
    expect((await visit(a, '/?utm_source=newsletter&utm_campaign=november')).statusCode).toBe(200);
    const services = await visit(a, '/services', { referer: `${site}/` });
    // The browser revisits a page it holds: 304, still a view.
    const etag = String(services.headers.etag);
    const again = await visit(a, '/services', { referer: `${site}/`, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    await visit(b, '/services', { referer: 'https://www.google.com/search?q=chennai+software' });
    await visit(b, '/careers');
    await visit(c, '/');
    // Not views: a crawler, a prefetch, a HEAD, a missing picture.
    await visit({ ip: '66.249.66.1', agent: googlebot }, '/');
    await visit(a, '/careers', { 'sec-purpose': 'prefetch' });
    await visit(a, '/', {}, 'HEAD');
    await visit(a, '/images/missing.png', { 'sec-fetch-dest': 'image', referer: `${site}/` });
    // A broken link on /services.
    expect((await visit(a, '/old-page', { referer: `${site}/services` })).statusCode).toBe(404);

    // Three enquiries: from a's newsletter visit, from Google, and one with no source.
    const enquiry = (page: string, source: Record<string, string>) =>
      api.post('/pclinfo', { ...validEnquiry, page, ...(source ? { source } : {}) });
    await enquiry('/services', { utm_source: 'newsletter', utm_campaign: 'november' });
    await enquiry('/careers', { referrer: 'https://www.google.com/search?q=chennai+software' });
    await enquiry('/', {});

    const answer = await report(await logIn('ravi'));
    expect(answer.statusCode).toBe(200);
    const counts = answer.json();
    expect(counts.totals).toEqual({ views: 6, visitors: 3, enquiries: 3 });
    expect(counts.pages).toEqual([
      { path: '/services', views: 3, visitors: 2, enquiries: 1 },
      { path: '/', views: 2, visitors: 2, enquiries: 1 },
      { path: '/careers', views: 1, visitors: 1, enquiries: 1 },
    ]);
    // a's visit came from the newsletter, all three of its views; b came from Google, then
    // typed an address (a new, direct visit); c came directly.
    expect(counts.sources).toEqual([
      { source: 'newsletter', views: 3, visitors: 1, enquiries: 1 },
      { source: 'direct', views: 2, visitors: 2, enquiries: 1 },
      { source: 'google.com', views: 1, visitors: 1, enquiries: 1 },
    ]);
    expect(counts.campaigns).toEqual([
      { source: 'newsletter', campaign: 'november', views: 3, visitors: 1, enquiries: 1 },
    ]);
    expect(counts.notFound).toEqual([{ path: '/old-page', referrer: '/services', views: 1 }]);
    expect(counts.days.at(-1)).toMatchObject({ day: today() });
  });

  it('shows the counts to staff and editors only', async () => {
    expect((await report()).statusCode).toBe(401);
    expect((await report(await logIn('mani'))).statusCode).toBe(403);
    expect((await report(await logIn('esha'))).statusCode).toBe(200);
    const backwards = await api.call('GET', `/analytics?from=2026-11-28&to=2026-11-01`, {
      cookie: await logIn('esha'),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/before/);
  });

  it('keeps no address, browser or visitor hash in the counts', () => {
    const db = new Database(join(api.dataDir, 'site.db'), { readonly: true });
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'analytics_%'")
        .pluck()
        .all() as string[];
      expect(tables.length).toBeGreaterThan(0);
      expect(db.prepare('SELECT count(*) FROM analytics_pages').pluck().get()).toBe(3);
      for (const table of tables) {
        const text = JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all());
        for (const secret of [a.ip, b.ip, 'Firefox', 'Chrome']) expect(text).not.toContain(secret);
      }
      // What stays past the day is counts: the tables of the day's counting hold hashes only.
      const kept = [
        'analytics_days',
        'analytics_pages',
        'analytics_sources',
        'analytics_not_found',
      ];
      for (const table of kept) {
        const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all();
        expect(columns).not.toContain('visitor');
        expect(columns).not.toContain('mark');
      }
    } finally {
      db.close();
    }
  });

  it('adds no cookie, header or script to a page: a page is the same with counting off', async () => {
    const off = await startApi({ countPageViews: false }, { pages: ['/', '/services'] });
    try {
      const page = (server: typeof api) =>
        server.app.inject({
          method: 'GET',
          url: '/services',
          remoteAddress: a.ip,
          headers: { 'user-agent': a.agent },
        });
      const [counted, uncounted] = await Promise.all([page(api), page(off)]);
      expect(counted.statusCode).toBe(200);
      // The cookies the site sets anyway (a form's start time), by name and attributes.
      const cookies = (res: typeof counted) =>
        [res.headers['set-cookie'] ?? []].flat().map((c) => String(c).replace(/=[^;]*/, '=…'));
      expect(cookies(counted)).toEqual(cookies(uncounted));
      expect(Object.keys(counted.headers).sort()).toEqual(Object.keys(uncounted.headers).sort());
      expect(counted.body).toBe(uncounted.body);
    } finally {
      await off.app.close();
    }
  });
});
