import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import wholeSite from 'virtual:site-config';
import { pages } from 'virtual:pages';
import { AppProviders } from './app/AppProviders';
import type { FormPageState } from './engine/browser/form-state';
import type { RenderOptions } from './engine/rendered-page';
import { entryFor, loadPage } from './app/page-store';
import { pageFrames } from './app/page-frames';
import { Shell } from './app/Shell';
import { blocksStructuredData } from './blocks';
import { PageBlocks } from './blocks/page-blocks';
import { BlockView, loadBlockRenderers } from './blocks/rendering';
import { IslandRendererContext, type IslandRenderer } from './engine/islands/Island';
import { structuredData } from './engine/structured-data';
import { IconContext, type IconComponents } from './ui/Icon';
import { ImageContext, type PageImages } from './ui/Img';
import { allIcons } from './ui/all-icons';
import { decodePath } from './engine/paths';
import { pageAsShown } from './schema/experiment';
import type { Page } from './app/page-schema';
import type { Site } from './app/site-schema';
import type { ClientSite } from './schema/site';

export interface RenderedPage {
  html: string;
  styles: string;
  page: Page;
  structuredData: unknown[];
}

export { pages };

/** The whole validated site config, forms included: content.json carries it to the server. */
export const site: Site = wholeSite;

/**
 * Renders one URL to HTML and the CSS it uses: for the prerender step, and on the server for a
 * page answering a form post made without JavaScript (with that post's state). Each island is
 * rendered as its own root, as the browser hydrates it.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const { pathname } = new URL(url, site.url);
  const { page, icons, images } = await loadPage(entryFor(pathname));
  const shown = pageAsShown(page, options.version ?? 'original');
  // A variant may be a block of a type the page's own chunk does not load.
  if (shown !== page) await loadBlockRenderers(shown.blocks);
  return renderLoaded(pathname, { page: shown, icons, images }, options);
}

/**
 * Renders a page from data given at run time instead of the build's (a page published since):
 * validated, with its images' info. Every icon a page may name is at hand; the page shows its own.
 * The islands' code stays the build's.
 */
export async function renderPageData(
  page: Page,
  images: PageImages,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const shown = pageAsShown(page, options.version ?? 'original');
  await loadBlockRenderers(shown.blocks);
  return renderLoaded(page.path, { page: shown, icons: allIcons, images }, options);
}

/**
 * Each block of a page as the server renders it, alone and without the page's frame: what the
 * health checks of the rendered HTML read (decisions.md #112). Islands are rendered in place.
 */
export async function renderBlocksHtml(page: Page, options: RenderOptions = {}): Promise<string[]> {
  await loadBlockRenderers(page.blocks);
  const shown = options.site ?? site;
  return page.blocks.map((block, index) =>
    renderToString(
      <AppProviders site={shown} frame={shown} path={page.path}>
        <IconContext.Provider value={allIcons}>
          <BlockView block={block} index={index} />
        </IconContext.Provider>
      </AppProviders>,
    ),
  );
}

function renderLoaded(
  pathname: string,
  { page, icons, images }: { page: Page; icons: IconComponents; images: PageImages },
  { formState, site: shown = site }: RenderOptions,
): RenderedPage {
  const html = renderDocumentBody(
    pathname,
    <IconContext.Provider value={icons}>
      <ImageContext.Provider value={images}>
        <PageBlocks blocks={page.blocks} />
      </ImageContext.Provider>
    </IconContext.Provider>,
    { Frame: pageFrames[page.layout], formState, site: shown },
  );
  return { ...html, page, structuredData: structuredData(page, shown, blocksStructuredData) };
}

/**
 * The development server's block catalogue (`/_catalogue`): every block rendered from its
 * example. Undefined in a build, where the DEV check drops it and its code.
 */
export async function renderCatalogue(): Promise<
  Pick<RenderedPage, 'html' | 'styles'> | undefined
> {
  if (!import.meta.env.DEV) return undefined;
  const [{ CataloguePage }, { entries }] = await Promise.all([
    import('./app/catalogue/catalogue-page'),
    import('virtual:catalogue'),
  ]);
  await loadBlockRenderers(entries.map((entry) => entry.example));
  return renderDocumentBody('/_catalogue', <CataloguePage entries={entries} />, {
    Frame: Shell,
    site,
  });
}

/** The page's body inside its frame (its layout's), and the CSS it uses. */
function renderDocumentBody(
  pathname: string,
  content: ReactNode,
  {
    Frame,
    formState,
    site,
  }: { Frame: ComponentType<{ children: ReactNode }>; formState?: FormPageState; site: ClientSite },
) {
  const sheet = new ServerStyleSheet();
  const provide = (content: ReactNode) => (
    <AppProviders site={site} frame={site} path={decodePath(pathname)} formState={formState}>
      {content}
    </AppProviders>
  );
  const renderIsland: IslandRenderer = (content, identifierPrefix) =>
    renderToString(sheet.collectStyles(provide(content)), { identifierPrefix });
  try {
    const html = renderToString(
      sheet.collectStyles(
        <IslandRendererContext.Provider value={renderIsland}>
          {provide(<Frame>{content}</Frame>)}
        </IslandRendererContext.Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
