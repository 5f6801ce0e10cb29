import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import site from 'virtual:site';
import { pages } from 'virtual:pages';
import { AppProviders } from './app/AppProviders';
import { createRoutes } from './app/routes';
import type { Page } from './schema/page';

export interface RenderedPage {
  html: string;
  styles: string;
  page: Page;
}

export { site, pages };

/** Renders one URL to HTML and the CSS it uses, for the prerender step. */
export async function render(url: string): Promise<RenderedPage> {
  const routes = createRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, site.url)));
  if (context instanceof Response)
    throw new Error(`${url} answered ${context.status} while prerendering`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const leaf = context.matches[context.matches.length - 1];
  const page = leaf ? context.loaderData[leaf.route.id] : undefined;
  if (!isPage(page)) throw new Error(`${url} has no page data`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders site={site}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), page };
  } finally {
    sheet.seal();
  }
}

function isPage(value: unknown): value is Page {
  return typeof value === 'object' && value !== null && 'blocks' in value && 'path' in value;
}
