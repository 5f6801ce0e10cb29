import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import site from 'virtual:site';
import { pages } from 'virtual:pages';
import { AppProviders } from './app/AppProviders';
import { entryFor, loadPage } from './app/page-store';
import { Shell } from './app/Shell';
import type { Page } from './schema/page';

export interface RenderedPage {
  html: string;
  styles: string;
  page: Page;
}

export { site, pages };

/** Renders one URL to HTML and the CSS it uses, for the prerender step. */
export async function render(url: string): Promise<RenderedPage> {
  const { page } = await loadPage(entryFor(new URL(url, site.url).pathname));
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders site={site}>
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
