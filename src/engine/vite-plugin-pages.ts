import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { inProcessSchemaCheck } from './validation/ajv';
import { checkProject, type ProjectCheck } from './validation/check-project';
import { formatProblems } from './validation/problem';

const PAGES = 'virtual:pages';
const SITE = 'virtual:site';
const PAGE = 'virtual:page/';

/** Module id of one page's data, e.g. "virtual:page/vps-hosting"; one chunk per page. */
export const pageModuleId = (file: string) =>
  `${PAGE}${file.replace(/^pages\//, '').replace(/\.json$/, '')}`;

export class PageValidationError extends Error {
  constructor(readonly check: ProjectCheck) {
    super(
      `${check.problems.length} problem(s) in pages or site config:\n${formatProblems(check.problems)}`,
    );
    this.name = 'PageValidationError';
  }
}

/**
 * Serves `pages/*.json` and `site.config.json` to the app as validated modules: `virtual:pages`
 * (every route with a lazy loader), `virtual:page/<name>` (one page, defaults applied) and
 * `virtual:site`. A file that fails validation stops the build, and in `npm run dev` shows the
 * located problems in the browser overlay and the terminal until it is fixed.
 */
export function pagesPlugin(options: { root?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  let cached: ProjectCheck | undefined;
  const check = () => {
    cached ??= checkProject({ root, schemaCheck: inProcessSchemaCheck() });
    if (cached.problems.length > 0) throw new PageValidationError(cached);
    return cached;
  };

  const onContentChange = (server: ViteDevServer, file: string) => {
    const rel = file.startsWith(root) ? file.slice(root.length + 1) : file;
    if (!/^pages\/[^/]+\.json$/.test(rel) && rel !== 'site.config.json') return;
    cached = undefined;
    for (const id of server.moduleGraph.idToModuleMap.keys()) {
      if (id.startsWith(`\0virtual:`)) {
        const mod = server.moduleGraph.getModuleById(id);
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
    }
    try {
      check();
      server.config.logger.info(`pages: ${rel} is valid`, { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    } catch (error) {
      if (!(error instanceof PageValidationError)) throw error;
      server.config.logger.error(error.message, { timestamp: true });
      server.ws.send({
        type: 'error',
        err: { message: error.message, stack: '', plugin: 'pages', id: resolve(root, rel) },
      });
    }
  };

  return {
    name: 'site-pages',
    configResolved(config) {
      root = options.root ?? config.root;
    },
    resolveId(id) {
      if (id === PAGES || id === SITE || id.startsWith(PAGE)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const { pages, site } = check();
      if (id === `\0${SITE}`) return `export default ${JSON.stringify(site)};`;
      if (id === `\0${PAGES}`) {
        const entries = pages.map(({ file, page }) => {
          const module = JSON.stringify(pageModuleId(file));
          return `  { path: ${JSON.stringify(page.path)}, module: ${module}, load: () => import(${module}) },`;
        });
        return `export const pages = [\n${entries.join('\n')}\n];\n`;
      }
      const entry = pages.find(({ file }) => `\0${pageModuleId(file)}` === id);
      if (!entry) throw new Error(`no page module ${id.slice(1)}`);
      return `export default ${JSON.stringify(entry.page)};`;
    },
    configureServer(server) {
      server.watcher.add([resolve(root, 'pages'), resolve(root, 'site.config.json')]);
      const handler = (file: string) => onContentChange(server, file);
      server.watcher.on('change', handler);
      server.watcher.on('add', handler);
      server.watcher.on('unlink', handler);
    },
  };
}
