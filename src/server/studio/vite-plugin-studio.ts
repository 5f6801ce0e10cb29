import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import type { AnyPage } from '../../schema/page';
import { createStudioApi } from './api';
import { refuseForeignLoad } from './request-guard';

const isPlainReload = (payload: unknown) =>
  typeof payload === 'object' &&
  payload !== null &&
  'type' in payload &&
  payload.type === 'full-reload' &&
  !('path' in payload);

/**
 * Refuses anything the server would send to another page (see `refuseForeignLoad`); what it
 * sends, only the studio's own pages may embed or load (for browsers that send no
 * `Sec-Fetch-*` headers).
 */
const ownPageOnly =
  (allowedHosts: readonly string[]) =>
  (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const foreign = refuseForeignLoad(req, allowedHosts);
    if (foreign) {
      res.statusCode = 403;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify({ message: foreign }));
      return;
    }
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  };

/**
 * Serves the studio's page at `/` and its JSON API under `/api/` from the Vite dev server. With
 * `entry`, the site's server entry (exporting `renderBlocksHtml`), the page checks read each
 * block as the current sources render it too (decisions.md #112).
 */
export function studioPlugin(options: {
  root: string;
  allowedHosts: readonly string[];
  entry?: string;
}): Plugin {
  let dev: ViteDevServer | undefined;
  const { entry } = options;
  const renderBlocks = async (page: AnyPage) => {
    if (!dev || !entry) return undefined;
    const loaded: unknown = await dev.ssrLoadModule(entry);
    const render =
      typeof loaded === 'object' && loaded !== null && 'renderBlocksHtml' in loaded
        ? loaded.renderBlocksHtml
        : undefined;
    if (typeof render !== 'function') throw new Error(`${entry} exports no renderBlocksHtml`);
    const html: unknown = await render(page);
    return Array.isArray(html) ? html.map(String) : undefined;
  };
  const api = createStudioApi({ ...options, renderBlocks });
  return {
    name: 'page-studio',
    // Before the site's plugins, so its root answers before the site's page rendering does.
    enforce: 'pre',
    configureServer(server) {
      dev = server;
      // The site's pages plugin reloads every open tab when a page file or the config changes.
      // Saving from the studio changes them: only the preview frame (which then shows the new
      // menu and footer) reloads, not the editor, which would drop focus and its place.
      const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
      const frameReload = { type: 'full-reload', path: '/src/studio/preview.html' };
      server.ws.send = ((...args: unknown[]) =>
        send(...(isPlainReload(args[0]) ? [frameReload] : args))) as typeof server.ws.send;
      server.middlewares.use(ownPageOnly(options.allowedHosts));
      server.middlewares.use(api);
      // The site's index.html stays the site's (the preview will use it); the studio's own entry
      // answers at the root.
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0];
        if (path === '/' || path === '/index.html') req.url = '/src/studio/index.html';
        next();
      });
    },
  };
}
