import { pages } from 'virtual:pages';
import { linkKey, notFoundPath } from '../engine/paths';
import { loadBlockRenderers } from '../blocks/rendering';
import type { Page } from './page-schema';
import type { IconComponents } from '../ui/Icon';
import type { PageImages } from '../ui/Img';

export type PageEntry = (typeof pages)[number];

/** A page ready to render: its data, with its block renderers loaded, its icons and images. */
export interface LoadedPage {
  page: Page;
  icons: IconComponents;
  images: PageImages;
}

const loads = new Map<string, Promise<LoadedPage>>();
const byKey = new Map(pages.map((entry) => [linkKey(entry.path), entry]));

const notFoundEntry = pages.find((entry) => entry.path === notFoundPath);
if (!notFoundEntry) throw new Error(`no page with path "${notFoundPath}"`);

/** The page shown for unknown URLs (decisions.md #3). */
const notFound: PageEntry = notFoundEntry;

/** The page a URL path shows: matched ignoring case and a trailing slash (decisions.md #1), else the 404 page. */
export function entryFor(pathname: string): PageEntry {
  const entry = byKey.get(linkKey(pathname));
  return entry && entry !== notFound ? entry : notFound;
}

/** Loads a page's data module and its block renderers once, for the prerender and the server. */
export function loadPage(entry: PageEntry): Promise<LoadedPage> {
  const existing = loads.get(entry.path);
  if (existing) return existing;
  const load = entry.load().then(async ({ default: page, icons, images }) => {
    await loadBlockRenderers(page.blocks);
    return { page, icons, images };
  });
  loads.set(entry.path, load);
  return load;
}
