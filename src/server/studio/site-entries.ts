import { readFileSync } from 'node:fs';
import { serializeSiteConfig } from '../../app/project';
import { isRecord } from '../../schema/is-record';
import { HttpError } from '../http/http-error';
import { fileVersion, fileWords, type StudioFile } from './file-access';
import { saveFile, type SaveResult } from './save-file';
import {
  entriesFor,
  footerColumns,
  insertAt,
  itemsOf,
  navMenus,
  text,
  type Entry,
  type LinkList,
} from './site-lists';

function readSite(file: StudioFile): { site: Record<string, unknown>; version: string } {
  const version = fileVersion(file.abs);
  if (version === null) throw new HttpError(404, `${fileWords(file)} does not exist`);
  let site: unknown;
  try {
    site = JSON.parse(readFileSync(file.abs, 'utf8'));
  } catch {
    throw new HttpError(422, `${file.rel} is not valid JSON; fix it in the editor first`);
  }
  if (!isRecord(site)) throw new HttpError(422, `${file.rel} is not an object; fix it first`);
  return { site, version };
}

/** The site's menus and footer columns, each with the links to `path` in it. */
function listsOf(site: Record<string, unknown>, path: string) {
  const menus = navMenus(site);
  const columns = footerColumns(site);
  return {
    menus,
    columns,
    nav: entriesFor(menus, path, site.nav, '/nav'),
    footer: entriesFor(columns, path, site.footer, '/footer'),
  };
}
const shown = (entries: Entry[]) =>
  entries.map(({ list, link }) => ({
    pointer: `${list.items}/${list.links.indexOf(link)}`,
    label: text(link, 'label'),
    ...(typeof link.description === 'string' ? { description: link.description } : {}),
  }));
// What the studio shows of a list: its items among which the page's link has its place, where a
// link new to it goes, and (menus) whether a link's description line shows there.
const listView = (list: LinkList) => ({
  pointer: list.pointer,
  items: itemsOf(list),
  insertAt: insertAt(list),
});

/** The menus and footer columns a page can be listed in, and the entries that link to `path`. */
export function siteEntries(file: StudioFile, path: string) {
  const { site, version } = readSite(file);
  const { menus, columns, nav, footer } = listsOf(site, path);
  return {
    navMenus: menus.map((m) => ({
      ...listView(m),
      label: m.name,
      describes: m.describes === true,
    })),
    footerColumns: columns.map((c) => ({ ...listView(c), heading: c.name })),
    nav: shown(nav),
    footer: shown(footer),
    version,
  };
}

const remove = ({ list, link }: Entry) => list.links.splice(list.links.indexOf(link), 1);

/**
 * Puts the page's first link in these lists (the one the studio's picker shows) in `chosen`:
 * left where it is when it is there already, moved there (as it is) from another list, added
 * with `label` when the page has none; null removes every link to the page from the lists.
 * Links in other lists stay: only what the editor moved moves. `position` is the place (from 0)
 * the link then takes among the list's other items; without one a link stays where it is, and
 * one new to the list goes after its last link (before the submenus that end a dropdown).
 * Answers the link in `chosen`.
 */
function placeIn(
  lists: LinkList[],
  entries: Entry[],
  chosen: string | null,
  change: Change,
  position: number | undefined,
) {
  const target = lists.find((l) => l.pointer === chosen);
  if (chosen !== null && !target)
    throw new HttpError(400, `"${chosen}" is not one of the menus or columns of site.config.json`);
  if (!target) {
    if (position !== undefined)
      throw new HttpError(422, 'A place in a menu was given for a page that is in none of them.');
    entries.forEach(remove);
    return undefined;
  }
  const [first] = entries;
  const own = entries.find((e) => e.list === target);
  if (first && first !== own) remove(first);
  if (own && position === undefined) return own.link;
  const link = own?.link ?? first?.link ?? { label: change.label, href: change.path };
  if (own) remove(own);
  const at = position ?? insertAt(target);
  if (at > target.links.length)
    throw new HttpError(
      422,
      `"${target.name}" has ${target.links.length + 1} places for the link; choose one of them.`,
    );
  target.links.splice(at, 0, link);
  return link;
}

/** The longest description line a dropdown shows on one line beside its neighbours. */
const descriptionMax = 100;

/** The page's menu link with `description` as its line under the label ('' removes it). */
function describe(
  link: Record<string, unknown> | undefined,
  menu: LinkList | undefined,
  line: string,
) {
  const given = line.trim();
  if (given === '') {
    if (link) delete link.description;
    return;
  }
  if (!link || !menu?.describes)
    throw new HttpError(
      422,
      'A description line shows only under a link in a dropdown menu; choose one, or leave the line empty.',
    );
  if (/[\r\n]/.test(given))
    throw new HttpError(422, 'The description line is one line: remove its line breaks.');
  if (given.length > descriptionMax)
    throw new HttpError(
      422,
      `The description line has ${given.length} characters; the menu shows at most ${descriptionMax}.`,
    );
  link.description = given;
}

interface Change {
  path: string;
  label: string;
  navMenu: string | null;
  footerColumn: string | null;
  /** The place (from 0) of the page's link among the other items of `navMenu`. */
  navPosition?: number | undefined;
  /** The place (from 0) of the page's link among the other links of `footerColumn`. */
  footerPosition?: number | undefined;
  /** The line under the page's menu link in a dropdown ('' none); unchanged when absent. */
  description?: string | undefined;
}

/**
 * site.config.json with the page at `path` in the nav menu and footer column given (null: in
 * none), if the file is still `version`; nothing is written. `label` is the page's link text:
 * new links get it, and when it differs from the text the studio showed (its first menu link's,
 * else its first footer link's) the links it shows in both are renamed to it.
 */
export function siteWithEntries(
  file: StudioFile,
  change: Change,
  version: string,
): { status: 200; text: string } | { status: 409; message: string; version: string } {
  const { site, version: current } = readSite(file);
  // The menus are named by pointers into the version the client saw; in another they may differ.
  if (current !== version)
    return {
      status: 409,
      message: `${fileWords(file)} was changed by someone else since it was opened; reload it`,
      version: current,
    };
  const edited = structuredClone(site);
  const { menus, columns, nav, footer } = listsOf(edited, change.path);
  const before = nav[0] ?? footer[0];
  if (before && text(before.link, 'label') !== change.label)
    for (const entry of [nav[0], footer[0]]) if (entry) entry.link.label = change.label;
  const link = placeIn(menus, nav, change.navMenu, change, change.navPosition);
  placeIn(columns, footer, change.footerColumn, change, change.footerPosition);
  if (change.description !== undefined)
    describe(
      link,
      menus.find((m) => m.pointer === change.navMenu),
      change.description,
    );
  return { status: 200, text: serializeSiteConfig(edited) };
}

/** `siteWithEntries`, saved if the result validates. */
export function updateSiteEntries(
  file: StudioFile,
  root: string,
  change: Change,
  version: string,
): SaveResult {
  const edited = siteWithEntries(file, change, version);
  return edited.status === 200 ? saveFile(root, file, edited.text, version) : edited;
}
