import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const put = (body: unknown) => api.put(body);
// The list an entry is an item of, as the menu picker names it.
const listOf = (pointer: string) =>
  /^\/(nav|footer\/legal)\/\d+$/.test(pointer)
    ? pointer.replace(/\/\d+$/, '')
    : pointer.replace(/\/(items|links)\/\d+$/, '');
const lines = (text: string) => text.split('\n');
const changed = (before: string, after: string) =>
  lines(after).filter((line, i) => line !== lines(before)[i]);

describe('studio API: editing where a page is linked changes only what the editor changed', () => {
  it('saving a page where it already is, under the same link text, changes nothing', async () => {
    const before = await entries('/web-development');
    const text = configText();
    const answer = await put({
      path: '/web-development',
      label: before.nav[0]?.label,
      navMenu: listOf(before.nav[0]?.pointer ?? ''),
      footerColumn: listOf(before.footer[0]?.pointer ?? ''),
      version: before.version,
    });
    expect(answer.status).toBe(200);
    expect(configText()).toBe(text);
  });

  it('moves only the entry the picker shows to the menu chosen', async () => {
    const before = await entries('/vps-hosting');
    const [shown, ...others] = before.nav;
    if (!shown || others.length === 0) throw new Error('expected /vps-hosting in two menus');
    const answer = await put({
      path: '/vps-hosting',
      label: shown.label,
      navMenu: '/nav',
      footerColumn: listOf(before.footer[0]?.pointer ?? ''),
      version: before.version,
    });
    expect(answer.status).toBe(200);
    const after = siteEntriesSchema.parse(answer.body);
    expect(after.nav.map((e) => listOf(e.pointer)).sort()).toEqual(
      ['/nav', ...others.map((e) => listOf(e.pointer))].sort(),
    );
    expect(after.footer).toEqual(before.footer);
  });

  it('keeps the entries of a page linked from two menus when the first one stays', async () => {
    const before = await entries('/vps-hosting');
    expect(before.nav.length).toBeGreaterThan(1);
    const answer = await put({
      path: '/vps-hosting',
      label: before.nav[0]?.label,
      navMenu: listOf(before.nav[0]?.pointer ?? ''),
      footerColumn: listOf(before.footer[0]?.pointer ?? ''),
      version: before.version,
    });
    expect(answer.status).toBe(200);
    expect(siteEntriesSchema.parse(answer.body).nav).toEqual(before.nav);
  });

  it('renames the nav and footer entries when the link text changes, and nothing else', async () => {
    const before = await entries('/web-development');
    const text = configText();
    const answer = await put({
      path: '/web-development',
      label: 'Websites and shops',
      navMenu: listOf(before.nav[0]?.pointer ?? ''),
      footerColumn: listOf(before.footer[0]?.pointer ?? ''),
      version: before.version,
    });
    expect(answer.status).toBe(200);
    const after = siteEntriesSchema.parse(answer.body);
    expect(after.nav).toEqual(before.nav.map((e) => ({ ...e, label: 'Websites and shops' })));
    expect(after.footer).toEqual(before.footer.map((e) => ({ ...e, label: 'Websites and shops' })));
    expect(changed(text, configText())).toHaveLength(2);
  });

  it('leaves a footer entry worded differently alone while the link text is not changed', async () => {
    const before = await entries('/contact-info');
    const [nav] = before.nav;
    const [footer] = before.footer;
    if (!nav || !footer || nav.label === footer.label)
      throw new Error('expected /contact-info worded differently in the menu and the footer');
    const text = configText();
    const answer = await put({
      path: '/contact-info',
      label: nav.label,
      navMenu: listOf(nav.pointer),
      footerColumn: listOf(footer.pointer),
      version: before.version,
    });
    expect(answer.status).toBe(200);
    expect(configText()).toBe(text);
  });
});
