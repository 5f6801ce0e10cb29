import { linkKey } from '../../engine/paths';
import { isRecord } from '../../schema/is-record';
import { linksTo } from './links';

/** A list of links in site.config.json a page can be put in: a nav group or a footer column. */
export interface LinkList {
  pointer: string;
  name: string;
  /** Where its links are: `${items}/N` is the pointer of its Nth link. */
  items: string;
  links: unknown[];
  /** Whether the site shows a link's description line here (the links of a dropdown). */
  describes?: boolean;
}

/** A link to the page in one of the lists: the Nth of `list`. */
export interface Entry {
  list: LinkList;
  link: Record<string, unknown>;
}

export const text = (value: unknown, key: string) =>
  isRecord(value) && typeof value[key] === 'string' ? value[key] : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// Names for the two lists that have no heading in the config (not company facts: parts of the UI).
const topLevel = 'Top level of the menu bar';
const legalRow = 'Legal links (bottom row)';

/** The menu bar itself, its dropdown groups and the submenus inside them. */
export function navMenus(site: Record<string, unknown>): LinkList[] {
  const nav = list(site.nav);
  const menus: LinkList[] = [{ pointer: '/nav', name: topLevel, items: '/nav', links: nav }];
  nav.forEach((group, g) => {
    if (!isRecord(group) || !Array.isArray(group.items)) return;
    const pointer = `/nav/${g}`;
    menus.push({
      pointer,
      name: text(group, 'label'),
      items: `${pointer}/items`,
      links: group.items,
      describes: true,
    });
    group.items.forEach((sub, s) => {
      if (!isRecord(sub) || !Array.isArray(sub.items)) return;
      const subPointer = `${pointer}/items/${s}`;
      menus.push({
        pointer: subPointer,
        name: `${text(group, 'label')} › ${text(sub, 'label')}`,
        items: `${subPointer}/items`,
        links: sub.items,
      });
    });
  });
  return menus;
}

/** The footer's link columns and its row of legal links. */
export function footerColumns(site: Record<string, unknown>): LinkList[] {
  const footer = isRecord(site.footer) ? site.footer : {};
  const columns = list(footer.columns).flatMap((column, c) =>
    isRecord(column) && Array.isArray(column.links)
      ? [
          {
            pointer: `/footer/columns/${c}`,
            name: text(column, 'heading'),
            items: `/footer/columns/${c}/links`,
            links: column.links,
          },
        ]
      : [],
  );
  const legal = Array.isArray(footer.legal) ? footer.legal : undefined;
  return legal
    ? [
        ...columns,
        { pointer: '/footer/legal', name: legalRow, items: '/footer/legal', links: legal },
      ]
    : columns;
}

/**
 * The links to `path` in `lists`, in the order the file has them (the order the studio lists them
 * in, so the first is the one its menu picker shows).
 */
export function entriesFor(lists: LinkList[], path: string, within: unknown, at: string): Entry[] {
  return linksTo(within, path, at).flatMap(({ pointer }) =>
    lists.flatMap((l) => {
      const index = pointer.startsWith(`${l.items}/`) ? pointer.slice(l.items.length + 1) : '';
      const link = /^\d+$/.test(index) ? l.links[Number(index)] : undefined;
      return isRecord(link) ? [{ list: l, link }] : [];
    }),
  );
}

/** Whether a link leads to `path`, as validation matches links. */
export const leadsTo = (item: unknown, path: string) =>
  linkKey(text(item, 'href') || '\0') === linkKey(path);

/**
 * Where a link new to `list` goes: after its last link, so before the submenus or dropdowns that
 * end it ("Hosting / Server" at the foot of "Services"); at the end of a list of links.
 */
export function insertAt(list: LinkList): number {
  const lastLink = list.links.findLastIndex((item) => isRecord(item) && 'href' in item);
  return lastLink === -1 ? list.links.length : lastLink + 1;
}

/** A list's items as the studio shows them among the page's neighbours: each text, and which are menus. */
export const itemsOf = (list: LinkList) =>
  list.links.map((item) => ({
    label: text(item, 'label'),
    menu: isRecord(item) && Array.isArray(item.items),
  }));
