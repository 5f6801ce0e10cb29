import type { ClientSite } from './site';

/**
 * The parts of the site config the browser code gets (`virtual:site`): what islands read. The
 * rest (menus, footer, origin, CORS, and the server's own settings) is rendered into the pages'
 * HTML on the server only, so the running server re-renders the pages when it changes; a change
 * to these parts (or to the forms) needs a new build of the browser code.
 */
export const browserSiteKeys = [
  'apiBase',
  'company',
  'theme',
  'backOffice',
  'dialogPages',
] as const;
export type BrowserSite = Pick<ClientSite, (typeof browserSiteKeys)[number]>;

/** The parts of the site config `site` the browser code gets. */
export function browserPart(site: BrowserSite): BrowserSite {
  return Object.fromEntries(
    browserSiteKeys.filter((key) => site[key] !== undefined).map((key) => [key, site[key]]),
  ) as BrowserSite;
}

/** What the header and the footer show besides company facts: rendered on the server only. */
export type SiteFrame = Pick<ClientSite, 'nav' | 'footer'>;
