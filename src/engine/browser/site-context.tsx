import { createContext, useContext } from 'react';
import type { BrowserSite, SiteFrame } from '../../schema/browser-site';

export const SiteContext = createContext<BrowserSite | null>(null);

/**
 * The parts of the site config islands may read (company facts, theme, API base, dialogs' pages):
 * the same on the server and in the browser.
 */
export function useSite(): BrowserSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteContext.Provider>');
  return site;
}

export const SiteFrameContext = createContext<SiteFrame | null>(null);

/**
 * The menus and the footer's columns: given to what renders the frame around a page (the server,
 * and the editors' preview), never to an island, whose browser code does not carry them.
 */
export function useSiteFrame(): SiteFrame {
  const frame = useContext(SiteFrameContext);
  if (!frame) throw new Error('useSiteFrame() needs a <SiteFrameContext.Provider>');
  return frame;
}
