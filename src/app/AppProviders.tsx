import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { FormStateContext, type FormPageState } from '../engine/browser/form-state';
import { PagePathContext } from '../engine/browser/page-path';
import { SiteContext } from '../engine/browser/site-context';
import type { ClientSite } from '../schema/site';

/**
 * Site config, theme and the page's path for everything rendered, on the server and in each
 * island in the browser; and, on a page answering a form post made without JavaScript, that
 * post's result.
 */
export function AppProviders({
  site,
  path = '/',
  formState,
  children,
}: {
  site: ClientSite;
  path?: string;
  formState?: FormPageState;
  children: ReactNode;
}) {
  return (
    <SiteContext.Provider value={site}>
      <PagePathContext.Provider value={path}>
        <FormStateContext.Provider value={formState}>
          <ThemeProvider theme={site.theme}>{children}</ThemeProvider>
        </FormStateContext.Provider>
      </PagePathContext.Provider>
    </SiteContext.Provider>
  );
}
