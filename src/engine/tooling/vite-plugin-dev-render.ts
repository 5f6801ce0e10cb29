import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'vite';
import type { ClientSite as Site } from '../../schema/site';
import { headTags, renderHeadHtml } from '../head';
import { notFoundPath } from '../paths';
import type { RenderedPage } from '../rendered-page';

interface DevServerEntry {
  render: (url: string) => Promise<RenderedPage>;
  renderCatalogue: () => Promise<Pick<RenderedPage, 'html' | 'styles'> | undefined>;
  site: Site;
}

const isDevServerEntry = (value: unknown): value is DevServerEntry =>
  typeof value === 'object' && value !== null && 'render' in value && 'renderCatalogue' in value;

/** A page request: a GET for HTML, not one of Vite's own modules or a file. */
function isPageRequest(req: IncomingMessage): boolean {
  const path = (req.url ?? '').split('?')[0] ?? '';
  return (
    req.method === 'GET' &&
    (req.headers.accept ?? '').includes('text/html') &&
    !path.startsWith('/@') &&
    !/\.[a-z0-9]+$/i.test(path)
  );
}

/**
 * `npm run dev` renders every page on the server as the build's prerender does (islands and all),
 * from the current sources, so what a developer sees is what the site serves; each save reloads.
 * `entry`: the module (from the project root) exporting `render`, `renderCatalogue` and `site`.
 */
export function devRenderPlugin({ entry }: { entry: string }): Plugin {
  return {
    name: 'dev-render',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!isPageRequest(req)) return next();
        const url = req.originalUrl ?? req.url ?? '/';
        const render = async () => {
          const template = await server.transformIndexHtml(
            url,
            readFileSync(resolve(server.config.root, 'index.html'), 'utf8'),
          );
          const loaded: unknown = await server.ssrLoadModule(entry);
          if (!isDevServerEntry(loaded)) throw new Error(`${entry} exports no render`);
          const pathname = new URL(url, 'http://localhost').pathname;
          const catalogue = pathname === '/_catalogue' ? await loaded.renderCatalogue() : undefined;
          let head: string;
          let body: Pick<RenderedPage, 'html' | 'styles'>;
          let status = 200;
          if (catalogue) {
            head = '<title>Block catalogue (development only)</title>';
            body = catalogue;
          } else {
            const rendered = await loaded.render(url);
            const { page } = rendered;
            head = renderHeadHtml(headTags(page, loaded.site, rendered.structuredData));
            body = rendered;
            if (page.path === notFoundPath) status = 404;
          }
          res.statusCode = status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(
            template
              .replace('<!--head-->', `${head}\n${body.styles}`)
              .replace('<!--app-->', body.html),
          );
        };
        render().catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}
