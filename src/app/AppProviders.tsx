import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { FormStateContext, type FormPageState } from '../engine/browser/form-state';
import { PagePathContext } from '../engine/browser/page-path';
import { SiteContext, SiteFrameContext } from '../engine/browser/site-context';
import { browserPart, type BrowserSite, type SiteFrame } from '../schema/browser-site';

/**
 * Site config, theme and the page's path for everything rendered, on the server and in each
 * island in the browser; and, on a page answering a form post made without JavaScript, that
 * post's result. `frame` (the menus and footer) is given where the header and footer render:
 * on the server and in the editors' preview.
 */
export function AppProviders({
  site,
  frame,
  path = '/',
  formState,
  children,
}: {
  site: BrowserSite;
  frame?: SiteFrame;
  path?: string;
  formState?: FormPageState;
  children: ReactNode;
}) {
  // Islands see the browser's parts only, on the server too: one reading anything else fails in
  // the prerender, not after a publish the browser code does not know of.
  const shared = useMemo(() => browserPart(site), [site]);
  return (
    <SiteContext.Provider value={shared}>
      <SiteFrameContext.Provider value={frame ?? null}>
        <PagePathContext.Provider value={path}>
          <FormStateContext.Provider value={formState}>
            <ThemeProvider theme={site.theme}>{children}</ThemeProvider>
          </FormStateContext.Provider>
        </PagePathContext.Provider>
      </SiteFrameContext.Provider>
    </SiteContext.Provider>
  );
}
