import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import forms from 'virtual:forms';
import clientSite from 'virtual:site';
import { pages } from 'virtual:pages';
import { AppProviders } from './app/AppProviders';
import type { FormPageState } from './engine/browser/form-state';
import { entryFor, loadPage } from './app/page-store';
import { Shell } from './app/Shell';
import type { Page } from './schema/page';
import type { Site } from './schema/site';

export interface RenderedPage {
  html: string;
  styles: string;
  page: Page;
}

export { pages };

/** The whole validated site config, forms included: content.json carries it to the server. */
export const site: Site = { ...clientSite, forms };

/**
 * Renders one URL to HTML and the CSS it uses: for the prerender step, and on the server for a
 * page answering a form post made without JavaScript (with that post's state).
 */
export async function render(url: string, formState?: FormPageState): Promise<RenderedPage> {
  const { page } = await loadPage(entryFor(new URL(url, clientSite.url).pathname));
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders site={clientSite} formState={formState}>
          <StaticRouter location={url}>
            <Shell />
          </StaticRouter>
        </AppProviders>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), page };
  } finally {
    sheet.seal();
  }
}
