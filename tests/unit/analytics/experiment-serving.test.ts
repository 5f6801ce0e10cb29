import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { variantFileFor } from '../../../src/engine/tooling/routes-file';
import { sessionCookie, startApi, validEnquiry } from '../api/api-server';
import { loadSiteContent } from '../chat/load-site';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const googlebot =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36';
const password = 'filter coffee at eleven';
const variantTitle = '<title>The variant</title>';

/** The site's calendar day (its time zone, Asia/Kolkata by default) now. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  const content = loadSiteContent();
  // The home page tests its first block: the variant is the same block, as the build gives it.
  const pages = content.pages.map((page) =>
    page.path === '/'
      ? { ...page, experiment: { id: 'hero-copy', block: 0, split: 50, variant: page.blocks[0]! } }
      : page,
  );
  api = await startApi(
    {},
    {
      pages: ['/', '/get-in-touch'],
      prepare: (distDir) => {
        writeFileSync(join(distDir, 'content.json'), JSON.stringify({ ...content, pages }));
        writeFileSync(
          join(distDir, 'client', variantFileFor('/')),
          `<!doctype html>${variantTitle}`,
        );
      },
    },
  );
  const storage = openSqliteStorage(join(api.dataDir, 'site.db'));
  try {
    const passwordHash = await hashPassword(password);
    await storage.createUser({
      username: 'ravi',
      email: 'ravi@example.com',
      passwordHash,
      role: 'staff',
    });
  } finally {
    await storage.close();
  }
  // Validating the site's pages takes seconds on a busy machine.
}, 60_000);
afterAll(() => api.app.close());

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const visit = (ip: string, url: string, agent = chrome) =>
  api.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: { 'user-agent': agent, 'sec-fetch-dest': 'document' },
  });
const sawVariant = (page: { body: string }) => page.body.includes(variantTitle);

describe('an experiment on a page', () => {
  it('splits visitors near half and half, each always shown the same version, kept from shared caches', async () => {
    const shown: boolean[] = [];
    for (let i = 0; i < 400; i++) {
      const page = await visit(address(i), '/');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toContain('private');
      shown.push(sawVariant(page));
    }
    // 200 ± 10 (one standard deviation) of 400 for a fair split.
    const variants = shown.filter(Boolean).length;
    expect(Math.abs(variants - 200)).toBeLessThan(40);
    for (let i = 0; i < 40; i++) expect(sawVariant(await visit(address(i), '/'))).toBe(shown[i]);
    // A page with no experiment is cached as before.
    expect((await visit(address(1), '/get-in-touch')).headers['cache-control']).toBe('no-cache');
  });

  it('shows search engines the original', async () => {
    for (let i = 0; i < 40; i++)
      expect(sawVariant(await visit(address(1000 + i), '/', googlebot))).toBe(false);
  });

  it('puts an enquiry down to the version its sender was shown, from any page, and reports it', async () => {
    // Visitors of the home page, then the contact page, who send an enquiry from there.
    const seen = { original: 0, variant: 0 };
    const senders: { ip: string; version: 'original' | 'variant' }[] = [];
    let homeVisitors = 400;
    for (let i = 2000; senders.length < 6; i++) {
      homeVisitors += 1;
      const version = sawVariant(await visit(address(i), '/')) ? 'variant' : 'original';
      if (seen[version] === 3) continue;
      seen[version] += 1;
      senders.push({ ip: address(i), version });
    }
    // One who never opened the home page counts for neither.
    senders.push({ ip: address(3000), version: 'original' });
    for (const [n, { ip }] of senders.entries()) {
      await visit(ip, '/get-in-touch');
      const sent = await api.app.inject({
        method: 'POST',
        url: '/api/pclinfo',
        remoteAddress: ip,
        headers: { 'user-agent': chrome, 'content-type': 'application/json' },
        payload: { ...validEnquiry, email: `sender${n}@example.com`, page: '/get-in-touch' },
      });
      expect(sent.statusCode).toBe(200);
    }
    const leads = await api.storedLeads();
    const versionOf = (n: number) =>
      leads.find((lead) => lead.fields.some((f) => f.value === `sender${n}@example.com`))
        ?.experiments;
    for (const [n, { version }] of senders.slice(0, 6).entries())
      expect(versionOf(n)).toEqual([{ page: '/', id: 'hero-copy', version }]);
    expect(versionOf(6)).toBeUndefined();

    const cookie = sessionCookie(await api.post('/login', { email: 'ravi@example.com', password }));
    const report = await api.call('GET', `/analytics?from=${today()}&to=${today()}`, { cookie });
    expect(report.statusCode).toBe(200);
    const [experiment] = report.json().experiments;
    expect(experiment).toMatchObject({ page: '/', id: 'hero-copy', enough: false });
    const [original, variant] = experiment.variants;
    expect(original).toMatchObject({ id: 'original', enquiries: 3 });
    expect(variant).toMatchObject({ id: 'variant', enquiries: 3 });
    // Every person who opened the home page counts once for the version shown (bots not at all).
    expect(original.visitors + variant.visitors).toBe(homeVisitors);
  });
});
