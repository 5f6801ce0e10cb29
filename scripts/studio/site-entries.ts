import { readFileSync } from 'node:fs';
import { linkKey } from '../../src/engine/paths';
import { serializeSiteConfig } from '../../src/app/project';
import { isRecord } from '../../src/schema/is-record';
import { HttpError } from './http';
import { fileVersion, type StudioFile } from './file-access';
import { linksTo } from './links';
import { saveFile, type SaveResult } from './save-file';

/** A list of links in site.config.json a page can be put in: a nav group or a footer column. */
interface LinkList {
  pointer: string;
  name: string;
  items: unknown[];
}

const text = (value: unknown, key: string) =>
  isRecord(value) && typeof value[key] === 'string' ? value[key] : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// Names for the two lists that have no heading in the config (not company facts: parts of the UI).
const topLevel = 'Top level of the menu bar';
const legalRow = 'Legal links (bottom row)';

/** The menu bar itself, its dropdown groups and the submenus inside them. */
function navMenus(site: Record<string, unknown>): LinkList[] {
  const nav = list(site.nav);
  const menus: LinkList[] = [{ pointer: '/nav', name: topLevel, items: nav }];
  nav.forEach((group, g) => {
    if (!isRecord(group) || !Array.isArray(group.items)) return;
    menus.push({ pointer: `/nav/${g}`, name: text(group, 'label'), items: group.items });
    group.items.forEach((sub, s) => {
      if (isRecord(sub) && Array.isArray(sub.items))
        menus.push({
          pointer: `/nav/${g}/items/${s}`,
          name: `${text(group, 'label')} › ${text(sub, 'label')}`,
          items: sub.items,
        });
    });
  });
  return menus;
}

/** The footer's link columns and its row of legal links. */
function footerColumns(site: Record<string, unknown>): LinkList[] {
  const footer = isRecord(site.footer) ? site.footer : {};
  const columns = list(footer.columns).flatMap((column, c) =>
    isRecord(column) && Array.isArray(column.links)
      ? [{ pointer: `/footer/columns/${c}`, name: text(column, 'heading'), items: column.links }]
      : [],
  );
  const legal = Array.isArray(footer.legal) ? footer.legal : undefined;
  return legal ? [...columns, { pointer: '/footer/legal', name: legalRow, items: legal }] : columns;
}

function readSite(file: StudioFile): { site: Record<string, unknown>; version: string } {
  const version = fileVersion(file.abs);
  if (version === null) throw new HttpError(404, `${file.rel} does not exist`);
  let site: unknown;
  try {
    site = JSON.parse(readFileSync(file.abs, 'utf8'));
  } catch {
    throw new HttpError(422, `${file.rel} is not valid JSON; fix it in the editor first`);
  }
  if (!isRecord(site)) throw new HttpError(422, `${file.rel} is not an object; fix it first`);
  return { site, version };
}

/** The menus and footer columns a page can be listed in, and the entries that link to `path`. */
export function siteEntries(file: StudioFile, path: string) {
  const { site, version } = readSite(file);
  return {
    navMenus: navMenus(site).map((m) => ({ pointer: m.pointer, label: m.name })),
    footerColumns: footerColumns(site).map((c) => ({ pointer: c.pointer, heading: c.name })),
    nav: linksTo(site.nav, path, '/nav'),
    footer: linksTo(site.footer, path, '/footer'),
    version,
  };
}

/** Keeps links to `path` only in `chosen` (adding one with `label` if it has none). */
function placeIn(lists: LinkList[], chosen: string | null, path: string, label: string): void {
  if (chosen !== null && !lists.some((l) => l.pointer === chosen))
    throw new HttpError(400, `"${chosen}" is not one of the menus or columns of site.config.json`);
  const leadsThere = (item: unknown) => linkKey(text(item, 'href') || '\0') === linkKey(path);
  for (const { pointer, items } of lists) {
    if (pointer === chosen) {
      if (!items.some(leadsThere)) items.push({ label, href: path });
      continue;
    }
    for (let i = items.length - 1; i >= 0; i--) if (leadsThere(items[i])) items.splice(i, 1);
  }
}

/**
 * Puts the page at `path` in exactly the nav menu and footer column given (null: in none) and
 * saves site.config.json if it is still `version` and the result validates.
 */
export function updateSiteEntries(
  file: StudioFile,
  root: string,
  change: { path: string; label: string; navMenu: string | null; footerColumn: string | null },
  version: string,
): SaveResult {
  const { site, version: current } = readSite(file);
  // The menus are named by pointers into the version the client saw; in another they may differ.
  if (current !== version)
    return { status: 409, message: `${file.rel} changed on disk; reload it`, version: current };
  const edited = structuredClone(site);
  placeIn(navMenus(edited), change.navMenu, change.path, change.label);
  placeIn(footerColumns(edited), change.footerColumn, change.path, change.label);
  return saveFile(root, file, serializeSiteConfig(edited), version);
}
