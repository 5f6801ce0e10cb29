import { createContext, useContext } from 'react';

/**
 * The path of the page being shown, as its URL names it: the prerender's path, and in the
 * browser the location's. For links marking the current page and forms naming the page they
 * were sent from.
 */
export const PagePathContext = createContext('/');

export function usePagePath(): string {
  return useContext(PagePathContext);
}
