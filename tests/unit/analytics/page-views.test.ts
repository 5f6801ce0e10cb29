import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { fakeDist } from '../api/api-server';
import { site as config } from '../render';

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

/** The site's calendar day (its time zone, Asia/Kolkata by default) now. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

const dir = mkdtempSync(join(tmpdir(), 'aruvi-analytics-'));
const dataDir = join(dir, 'data');
let app: FastifyInstance;
let from = '';
beforeAll(async () => {
  from = today();
  app = await buildServer({
    distDir: fakeDist(dir, ['/', '/services', '/careers']),
    api: { site: config, dataDir, smtp: false },
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const visit = (
  who: { ip: string; agent: string },
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) =>
  app.inject({
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

    // Stopping the server adds what was counted to the database.
    await app.close();
    const storage = openSqliteStorage(join(dataDir, 'site.db'));
    const counts = await storage.analyticsCounts(from, today());
    await storage.close();

    expect(counts.totals).toEqual({ views: 6, visitors: 3 });
    expect(counts.pages).toEqual([
      { path: '/services', views: 3, visitors: 2 },
      { path: '/', views: 2, visitors: 2 },
      { path: '/careers', views: 1, visitors: 1 },
    ]);
    // a's visit came from the newsletter, all three of its views; b came from Google, then
    // typed an address (a new, direct visit); c came directly.
    expect(counts.sources).toEqual([
      { source: 'newsletter', campaign: 'november', views: 3, visitors: 1 },
      { source: 'direct', campaign: '', views: 2, visitors: 2 },
      { source: 'google.com', campaign: '', views: 1, visitors: 1 },
    ]);
    expect(counts.notFound).toEqual([{ path: '/old-page', referrer: '/services', views: 1 }]);
  });

  it('keeps no address, browser or visitor hash in the counts', () => {
    const db = new Database(join(dataDir, 'site.db'), { readonly: true });
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
});
