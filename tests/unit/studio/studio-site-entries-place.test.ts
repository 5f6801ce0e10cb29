import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { siteSchema } from '../../../src/app/site-schema';
import { writePage } from '../../../src/server/routes/studio-drafts';
import { fileVersion, resolveStudioPath } from '../../../src/server/studio/file-access';
import { siteEntriesSchema } from '../../../src/studio/studio-api';
import { siteEntriesApi, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
let api: ReturnType<typeof siteEntriesApi>;
beforeAll(async () => {
  studio = await startStudioApi();
  api = siteEntriesApi(studio);
});
afterAll(() => studio.stop());

const entries = (path: string) => api.entries(path);
const configText = () => api.configText();
const config = () => siteSchema.parse(JSON.parse(configText()));
const put = (body: unknown) => api.put(body);
const message = (body: unknown) => z.object({ message: z.string() }).parse(body).message;
// The first dropdown of the menu bar: its links, then a submenu.
const services = () => {
  const group = config().nav[0];
  if (!group || !('items' in group)) throw new Error('expected a dropdown first in the menu');
  return group.items;
};
const hrefs = (items: readonly object[]) => items.map((i) => ('href' in i ? i.href : 'menu'));

describe('studio API: the place of a page among its neighbours in a menu or column', () => {
  it('lists each menu and column with its items, where a new link goes, and where a description shows', async () => {
    const found = await entries('/web-development');
    const [bar, dropdown] = found.navMenus;
    expect(bar?.items.map((i) => i.label)).toEqual(config().nav.map((i) => i.label));
    expect(bar?.describes).toBe(false);
    expect(dropdown?.describes).toBe(true);
    // After the dropdown's last link, before the submenu that ends it.
    const links = services().filter((i) => 'href' in i).length;
    expect(dropdown?.insertAt).toBe(links);
    expect(dropdown?.items.at(-1)).toMatchObject({ menu: true });
    const [first] = services();
    expect(found.nav[0]?.description).toBe(
      first && 'description' in first ? first.description : '',
    );
    const column = found.footerColumns[0];
    expect(column?.insertAt).toBe(column?.items.length);
  });

  it('puts a page new to a dropdown after its links, before its submenu, when no place is given', async () => {
    const { version } = await entries('/cloud');
    const answer = await put({
      path: '/cloud',
      label: 'Cloud',
      navMenu: '/nav/0',
      footerColumn: null,
      version,
    });
    expect(answer.status).toBe(200);
    const items = hrefs(services());
    expect(items.indexOf('/cloud')).toBe(items.indexOf('menu') - 1);
  });

  it('moves the page to the place given among its neighbours, changing only their order', async () => {
    const before = await entries('/mobile-app-development');
    const order = hrefs(services());
    const text = configText();
    const answer = await put({
      path: '/mobile-app-development',
      label: before.nav[0]?.label,
      navMenu: '/nav/0',
      navPosition: 0,
      footerColumn: '/footer/columns/1',
      footerPosition: 2,
      version: before.version,
    });
    expect(answer.status).toBe(200);
    const moved = order.filter((h) => h !== '/mobile-app-development');
    expect(hrefs(services())).toEqual(['/mobile-app-development', ...moved]);
    const column = config().footer.columns[1]?.links ?? [];
    expect(column.at(2)?.href).toBe('/mobile-app-development');
    expect(configText().split('\n').sort()).toEqual(text.split('\n').sort());
    expect(siteEntriesSchema.parse(answer.body).nav[0]?.pointer).toBe('/nav/0/items/0');
  });

  it('sets a description line under the link in a dropdown, and removes it when emptied', async () => {
    const { version } = await entries('/web-development');
    const line = 'Sites that load fast and sell';
    const set = await put({
      path: '/web-development',
      label: 'Web Development',
      navMenu: '/nav/0',
      footerColumn: '/footer/columns/1',
      description: ` ${line} `,
      version,
    });
    expect(set.status).toBe(200);
    expect(siteEntriesSchema.parse(set.body).nav[0]?.description).toBe(line);
    const emptied = await put({
      path: '/web-development',
      label: 'Web Development',
      navMenu: '/nav/0',
      footerColumn: '/footer/columns/1',
      description: '',
      version: siteEntriesSchema.parse(set.body).version,
    });
    expect(emptied.status).toBe(200);
    expect(siteEntriesSchema.parse(emptied.body).nav[0]).not.toHaveProperty('description');
  });

  it('refuses a place or description line that cannot be, with a sentence, changing nothing', async () => {
    const { version } = await entries('/R&D');
    const change = { path: '/R&D', label: 'R & D', navMenu: '/nav', footerColumn: null, version };
    const text = configText();
    const refusals = [
      { navPosition: 40 },
      { description: 'Research that ships' },
      { navMenu: '/nav/0', description: 'One line\nand another' },
      { navMenu: '/nav/0', description: 'x'.repeat(101) },
      { navMenu: null, navPosition: 0 },
    ];
    for (const refused of refusals) {
      const answer = await put({ ...change, ...refused });
      expect(answer.status, JSON.stringify(refused)).toBe(422);
      expect(message(answer.body)).toMatch(/^[A-Z"].+\.$/);
    }
    for (const malformed of [{ navPosition: -1 }, { footerPosition: 1.5 }, { navPosition: '2' }]) {
      const answer = await put({ ...change, ...malformed });
      expect(answer.status, JSON.stringify(malformed)).toBe(400);
    }
    expect(configText()).toBe(text);
  });

  it('publishes neither the page nor its menu link when the place of the link is refused', async () => {
    const resolved = resolveStudioPath(studio.dir, 'pages/r-and-d.json');
    if (!resolved.ok) throw new Error(resolved.reason);
    const pageText = readFileSync(resolved.file.abs, 'utf8');
    const text = configText();
    const { version } = await entries('/R&D');
    const page = { ...JSON.parse(pageText), title: 'Research | {{company.name}}' };
    const answer = writePage(studio.dir, resolved.file, {
      page,
      baseVersion: fileVersion(resolved.file.abs),
      entries: {
        path: '/R&D',
        label: 'R & D',
        navMenu: '/nav',
        navPosition: 99,
        footerColumn: null,
        version,
      },
    });
    expect(answer.status).toBe(422);
    expect(message(answer.body)).toMatch(/places/);
    expect(readFileSync(resolved.file.abs, 'utf8')).toBe(pageText);
    expect(configText()).toBe(text);
  });
});
