import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { FormStateContext, type FormPageState } from '../engine/browser/form-state';
import { SiteContext } from '../engine/browser/site-context';
import type { ClientSite } from '../schema/site';

/**
 * Site config and theme for everything rendered, on the server and in the browser; and, on a
 * page answering a form post made without JavaScript, that post's result.
 */
export function AppProviders({
  site,
  formState,
  children,
}: {
  site: ClientSite;
  formState?: FormPageState;
  children: ReactNode;
}) {
  return (
    <SiteContext.Provider value={site}>
      <FormStateContext.Provider value={formState}>
        <ThemeProvider theme={site.theme}>{children}</ThemeProvider>
      </FormStateContext.Provider>
    </SiteContext.Provider>
  );
}
