import { pages } from 'virtual:pages';
import { loadChunk } from '../engine/browser/load-chunk';
import { linkKey, notFoundPath } from '../engine/paths';
import { loadBlockRenderers } from '../engine/browser/render-blocks';
import type { Page } from '../schema/page';
import type { IconComponents } from '../ui/Icon';

export type PageEntry = (typeof pages)[number];

/** A page ready to render: its data, with its block renderers loaded, and its icons. */
export interface LoadedPage {
  page: Page;
  icons: IconComponents;
}

/** A promise React's `use()` can read synchronously once settled (React reads status/value). */
type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

const loads = new Map<string, Tracked<LoadedPage>>();
const byKey = new Map(pages.map((entry) => [linkKey(entry.path), entry]));

const notFoundEntry = pages.find((entry) => entry.path === notFoundPath);
if (!notFoundEntry) throw new Error(`no page with path "${notFoundPath}"`);

/** The page shown for unknown URLs (decisions.md #3). */
export const notFound: PageEntry = notFoundEntry;

/** The page a URL path shows: matched ignoring case and a trailing slash (decisions.md #1), else the 404 page. */
export function entryFor(pathname: string): PageEntry {
  const entry = byKey.get(linkKey(pathname));
  return entry && entry !== notFound ? entry : notFound;
}

/** Every page except the 404 page, for the route table. */
export const routedPages = pages.filter((entry) => entry !== notFound);

/**
 * Loads a page's data chunk and its block renderers once; the same promise is returned to every
 * caller so `use()` can suspend on it and read it synchronously once loaded. A failed load stays
 * failed (browsers cache a failed module import too); the error screen's retry reloads the page.
 */
export function loadPage(entry: PageEntry): Promise<LoadedPage> {
  const existing = loads.get(entry.path);
  if (existing) return existing;
  const load: Tracked<LoadedPage> = loadChunk(entry.load).then(async ({ default: page, icons }) => {
    await loadBlockRenderers(page.blocks);
    return { page, icons };
  });
  load.status = 'pending';
  load.then(
    (loaded) => {
      load.status = 'fulfilled';
      load.value = loaded;
    },
    (error: unknown) => {
      load.status = 'rejected';
      load.reason = error;
    },
  );
  loads.set(entry.path, load);
  return load;
}
