import type { SiteEntries } from '../studio-api';
import type { EntriesChange } from './entries-store';
import { listOf, placeIn } from './site-entry-lists';

/** What the page's menu and footer form shows: each list chosen ('' none) and the link's place in it. */
export interface Choices {
  navMenu: string;
  navAt: number;
  footerColumn: string;
  footerAt: number;
  label: string;
  description: string;
}

// A menu label from a page title: "Cloud Backup | {{company.name}}" → "Cloud Backup".
export const labelFrom = (title: string) => title.split('|')[0]?.trim() ?? '';

const navList = (found: SiteEntries, pointer: string) =>
  found.navMenus.find((m) => m.pointer === pointer);
const footerList = (found: SiteEntries, pointer: string) =>
  found.footerColumns.find((c) => c.pointer === pointer);

/** Where the page's link goes in the menu `pointer`: where it is there, else where a new one goes. */
export const navPlace = (found: SiteEntries, pointer: string) => {
  const list = navList(found, pointer);
  return list ? placeIn(found.nav, list) : 0;
};
/** As `navPlace`, in a footer column. */
export const footerPlace = (found: SiteEntries, pointer: string) => {
  const list = footerList(found, pointer);
  return list ? placeIn(found.footer, list) : 0;
};

/** The choices as site.config.json has them: the lists of the page's first links, and their text. */
export function savedChoices(found: SiteEntries): Choices {
  const first = (entries: { pointer: string }[], lists: { pointer: string }[]) =>
    (entries[0] && listOf(entries[0].pointer, lists)) ?? '';
  const navMenu = first(found.nav, found.navMenus);
  const footerColumn = first(found.footer, found.footerColumns);
  return {
    navMenu,
    navAt: navPlace(found, navMenu),
    footerColumn,
    footerAt: footerPlace(found, footerColumn),
    label: found.nav[0]?.label ?? found.footer[0]?.label ?? '',
    description: found.nav[0]?.description ?? '',
  };
}

/**
 * The choices a change not saved yet made (the editor holds it while the form is closed, and
 * across a reload), when it was made on this version of the config; else the saved ones.
 */
export function shownChoices(found: SiteEntries, pending: EntriesChange | undefined): Choices {
  const saved = savedChoices(found);
  if (!pending || pending.version !== found.version) return saved;
  const navMenu = pending.navMenu ?? '';
  const footerColumn = pending.footerColumn ?? '';
  return {
    navMenu,
    navAt: pending.navPosition ?? navPlace(found, navMenu),
    footerColumn,
    footerAt: pending.footerPosition ?? footerPlace(found, footerColumn),
    label: pending.label,
    description: pending.description ?? saved.description,
  };
}

/** Whether the menu chosen shows a description line under its links (a dropdown's). */
export const describes = (found: SiteEntries, navMenu: string) =>
  navList(found, navMenu)?.describes === true;

/** The change to save for `now`, or undefined when it is what the config has. */
export function changeOf(
  found: SiteEntries,
  path: string,
  title: string,
  now: Choices,
): EntriesChange | undefined {
  const saved = savedChoices(found);
  const described = describes(found, now.navMenu);
  const same =
    now.navMenu === saved.navMenu &&
    now.navAt === saved.navAt &&
    now.footerColumn === saved.footerColumn &&
    now.footerAt === saved.footerAt &&
    now.label.trim() === saved.label.trim() &&
    (!described || now.description.trim() === saved.description.trim());
  if (same) return undefined;
  return {
    path,
    label: now.label.trim() || labelFrom(title),
    navMenu: now.navMenu || null,
    footerColumn: now.footerColumn || null,
    ...(now.navMenu ? { navPosition: now.navAt } : {}),
    ...(now.footerColumn ? { footerPosition: now.footerAt } : {}),
    ...(described ? { description: now.description } : {}),
    version: found.version,
  };
}
