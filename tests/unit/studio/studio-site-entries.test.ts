import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from 'prettier';
import { z } from 'zod';
import { serializeSiteConfig } from '../../../src/app/project';
import { siteSchema } from '../../../src/app/site-schema';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

const entry = z.object({ pointer: z.string(), label: z.string() });
const entriesAnswer = z.object({
  navMenus: z.array(entry),
  footerColumns: z.array(z.object({ pointer: z.string(), heading: z.string() })),
  nav: z.array(entry),
  footer: z.array(entry),
  version: z.string(),
});
const entries = async (path: string) =>
  entriesAnswer.parse((await call(studio.base, 'GET', `/api/site-entries?path=${path}`)).body);
const configText = () => readFileSync(join(studio.dir, 'site.config.json'), 'utf8');
const config = () => siteSchema.parse(JSON.parse(configText()));
const put = (body: unknown) => call(studio.base, 'PUT', '/api/site-entries', { body });
// The menu or column an entry sits in: the menu bar for a top-level link, else its pointer
// without the last "/items/N" or "/links/N".
const menuOf = (pointer: string) =>
  /^\/nav\/\d+$/.test(pointer) ? '/nav' : pointer.replace(/\/items\/\d+$/, '');
const columnOf = (pointer: string) =>
  pointer.replace(/\/links\/\d+$/, '').replace(/^\/footer\/legal\/\d+$/, '/footer/legal');

describe('studio API: a page in the menu and footer', () => {
  it('lists the menus and columns a page can be put in, and where it is now', async () => {
    const site = config();
    const found = await entries('/VPS-Hosting/');
    const groups = site.nav.flatMap((item, i) => ('items' in item ? [`/nav/${i}`] : []));
    expect(found.navMenus.map((m) => m.pointer)).toEqual(
      expect.arrayContaining(['/nav', ...groups]),
    );
    expect(found.footerColumns.map((c) => c.heading)).toEqual(
      expect.arrayContaining(site.footer.columns.map((c) => c.heading)),
    );
    const navMenus = found.navMenus.map((m) => m.pointer);
    expect(found.nav.length).toBeGreaterThan(0);
    for (const { pointer } of found.nav) expect(navMenus).toContain(menuOf(pointer));
    expect(found.footer.length).toBeGreaterThan(0);
    for (const { pointer } of found.footer)
      expect(found.footerColumns.map((c) => c.pointer)).toContain(columnOf(pointer));
  });

  it('puts a page in exactly the chosen menu and no footer column, saved in the one format', async () => {
    const before = await entries('/careers');
    expect(before.footer.length).toBeGreaterThan(0);
    const menu = before.navMenus.find((m) => m.pointer !== '/nav');
    if (!menu) throw new Error('the config has no dropdown menu');
    const answer = await put({
      path: '/careers',
      label: 'Work with us',
      navMenu: menu.pointer,
      footerColumn: null,
      version: before.version,
    });
    expect(answer.status).toBe(200);
    const after = entriesAnswer.parse(answer.body);
    expect(after.nav).toHaveLength(1);
    expect(menuOf(after.nav[0]?.pointer ?? '')).toBe(menu.pointer);
    expect(after.nav[0]?.label).toBe('Work with us');
    expect(after.footer).toEqual([]);
    expect(after.version).not.toBe(before.version);
    // The one serializer wrote it over the file's text, in the layout the formatter keeps.
    const text = configText();
    expect(serializeSiteConfig(JSON.parse(text), text)).toBe(text);
    expect(await format(text, { parser: 'json', printWidth: 100 })).toBe(text);
  });

  it('refuses a stale version (409) and a result that does not validate (422), changing nothing', async () => {
    const before = await entries('/cloud-server');
    const text = configText();
    const change = { path: '/cloud-server', navMenu: '/nav', footerColumn: null };
    const stale = await put({ ...change, label: 'Cloud', version: 'an-old-version' });
    expect(stale.status).toBe(409);
    const invalid = await put({ ...change, label: '', version: before.version });
    expect(invalid.status).toBe(422);
    const problems = z
      .object({ problems: z.array(z.object({ pointer: z.string(), message: z.string() })) })
      .parse(invalid.body).problems;
    expect(problems.some((p) => p.pointer.startsWith('/nav/'))).toBe(true);
    const unknown = await put({
      ...change,
      navMenu: '/theme',
      label: 'x',
      version: before.version,
    });
    expect(unknown.status).toBe(400);
    expect(configText()).toBe(text);
  });
});
