import type { Plugin } from 'vite';
import { createStudioApi } from './api';

/** Serves the studio's page at `/` and its JSON API under `/api/` from the Vite dev server. */
export function studioPlugin(options: { root: string; allowedHosts: readonly string[] }): Plugin {
  const api = createStudioApi(options);
  return {
    name: 'page-studio',
    configureServer(server) {
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
