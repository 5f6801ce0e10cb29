import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startApi } from '../api/api-server';
import { site } from '../render';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const env = process.env.COUNT_PAGE_VIEWS;
afterEach(() => {
  if (env === undefined) delete process.env.COUNT_PAGE_VIEWS;
  else process.env.COUNT_PAGE_VIEWS = env;
});

/** The views counted after one visit of the home page on a server with `countPageViews`. */
async function viewsCounted(countPageViews: boolean | undefined) {
  const api = await startApi(
    {
      site: { ...site, analytics: countPageViews === undefined ? undefined : { countPageViews } },
      analyticsFlushMs: 10,
    },
    { pages: ['/'] },
  );
  try {
    const view = await api.app.inject({
      url: '/',
      remoteAddress: '203.0.113.5',
      headers: { 'user-agent': chrome, 'sec-fetch-dest': 'document' },
    });
    expect(view.statusCode).toBe(200);
    const db = new Database(join(api.dataDir, 'site.db'), { readonly: true });
    try {
      // Flushed every 10 ms: a counted view is there within moments, even on a busy machine.
      const views = () => db.prepare('SELECT coalesce(sum(views), 0) FROM analytics_days').pluck();
      for (let waited = 0; waited < 2_000 && views().get() === 0; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return views().get();
    } finally {
      db.close();
    }
  } finally {
    await api.app.close();
  }
}

describe('whether page views are counted follows the site config', () => {
  it('counts when the config turns counting on, or says nothing about it', async () => {
    delete process.env.COUNT_PAGE_VIEWS;
    expect(await viewsCounted(true)).toBe(1);
    expect(await viewsCounted(undefined)).toBe(1);
  });

  it('counts nothing when the config turns counting off', async () => {
    delete process.env.COUNT_PAGE_VIEWS;
    expect(await viewsCounted(false)).toBe(0);
  });

  it('counts nothing when the environment says COUNT_PAGE_VIEWS=off, whatever the config', async () => {
    process.env.COUNT_PAGE_VIEWS = 'off';
    expect(await viewsCounted(true)).toBe(0);
  });
});
