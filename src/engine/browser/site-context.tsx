import { createContext, useContext } from 'react';
import type { ClientSite } from '../../schema/site';

export const SiteContext = createContext<ClientSite | null>(null);

/** The validated site config (company facts, navigation, theme), without the form declarations. */
export function useSite(): ClientSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteContext.Provider>');
  return site;
}
