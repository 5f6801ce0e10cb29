import { linkKey, notFoundPath } from '../../engine/paths';

/** The pages a form can be sent from, by their matching key (any case, trailing slash). */
export type SitePages = ReadonlyMap<string, string>;

/** The index of the build's page paths; the 404 page has no forms, so it is not one of them. */
export function sitePages(paths: readonly string[]): SitePages {
  return new Map(paths.filter((p) => p !== notFoundPath).map((p) => [linkKey(p), p]));
}

/** The page's own path for a `page` a form sent, or undefined when the site has no such page. */
export function pageOf(pages: SitePages, page: string): string | undefined {
  return pages.get(linkKey(page));
}
