import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SiteContext } from '../engine/browser/site-context';
import type { ClientSite } from '../schema/site';

/** Site config and theme for everything rendered, on the server and in the browser. */
export function AppProviders({ site, children }: { site: ClientSite; children: ReactNode }) {
  return (
    <SiteContext.Provider value={site}>
      <ThemeProvider theme={site.theme}>{children}</ThemeProvider>
    </SiteContext.Provider>
  );
}
