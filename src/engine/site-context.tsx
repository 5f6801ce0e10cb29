import { createContext, useContext } from 'react';
import type { Site } from '../schema/site';

export const SiteContext = createContext<Site | null>(null);

/** The validated site config (company facts, navigation, theme). */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteContext.Provider>');
  return site;
}
