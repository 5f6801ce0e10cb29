import type { Plugin, ViteDevServer } from 'vite';
import type { SiteDefinition } from '../site-definition';
import { blockCatalogue } from './catalogue/catalogue-data';

const ID = 'virtual:catalogue';

/**
 * Serves `virtual:catalogue` (every block's field table and example) to the dev-only route
 * `/_catalogue`. In a build the module is empty and the route is not part of the app, so the
 * catalogue never reaches the production site, its sitemap or the page list. Saving a block's
 * example.json reloads the catalogue.
 */
export function cataloguePlugin({ site }: { site: SiteDefinition }): Plugin {
  let root = process.cwd();
  let serving = false;
  const reload = (server: ViteDevServer, file: string) => {
    if (!/[\\/]src[\\/]blocks[\\/][^\\/]+[\\/]example\.json$/.test(file)) return;
    const mod = server.moduleGraph.getModuleById(`\0${ID}`);
    if (!mod) return;
    server.moduleGraph.invalidateModule(mod);
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'block-catalogue',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const entries = serving ? blockCatalogue({ site, root }) : [];
      return `export const entries = ${JSON.stringify(entries)};`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => reload(server, file));
      server.watcher.on('add', (file) => reload(server, file));
    },
  };
}
