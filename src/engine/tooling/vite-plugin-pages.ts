import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { imageStore } from './images/page-images';
import { pageIconModule } from './page-icons';
import { inProcessSchemaCheck, type SchemaCheck } from '../validation/ajv';
import { checkProject, type ProjectCheck } from '../validation/check-project';
import { formatProblems } from '../validation/problem';
import type { SiteDefinition } from '../site-definition';
import { browserPart } from '../../schema/browser-site';

const PAGES = 'virtual:pages';
const SITE = 'virtual:site';
const SITE_CONFIG = 'virtual:site-config';
const FORMS = 'virtual:forms';
const PAGE = 'virtual:page/';

/** Module id of one page's data, e.g. "virtual:page/vps-hosting"; one chunk per page. */
export const pageModuleId = (file: string) =>
  `${PAGE}${file.replace(/^pages\//, '').replace(/\.json$/, '')}`;

const configModules = new Set([SITE, SITE_CONFIG, FORMS].map((id) => `\0${id}`));
const ownModule = (id: string) =>
  id === `\0${PAGES}` || configModules.has(id) || id.startsWith(`\0${PAGE}`);

export class PageValidationError extends Error {
  constructor(readonly check: ProjectCheck) {
    super(
      `${check.problems.length} problem(s) in pages or site config:\n${formatProblems(check.problems)}`,
    );
    this.name = 'PageValidationError';
    // The problems are in the content, not the code: a stack trace would only hide them.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/**
 * Serves `pages/*.json` and `site.config.json` to the app as validated modules: `virtual:pages`
 * (every route with a lazy loader), `virtual:page/<name>` (one page, defaults applied),
 * `virtual:site` (the parts of the config the browser code reads), `virtual:site-config` (all of
 * it, for the server's bundle) and `virtual:forms` (the form declarations). A file that fails validation stops the build, and in `npm run dev` shows the
 * located problems in the browser overlay and the terminal until it is fixed.
 */
export function pagesPlugin(options: { site: SiteDefinition; root?: string }): Plugin {
  let root = options.root ?? process.cwd();
  let schemaCheck: SchemaCheck | undefined;
  let cached: ProjectCheck | undefined;
  let images = imageStore({ root, build: false });
  let clientBuild = false;
  const run = () => {
    // Compiled once: the schemas only change with the code, and a code change restarts Vite.
    schemaCheck ??= inProcessSchemaCheck(options.site);
    cached ??= checkProject({ root, definition: options.site, schemaCheck });
    return cached;
  };
  const check = () => {
    const result = run();
    if (result.problems.length > 0) throw new PageValidationError(result);
    return result;
  };

  return {
    name: 'site-pages',
    configResolved(config) {
      root = options.root ?? config.root;
      images = imageStore({ root, build: config.command === 'build', keep: 'committed' });
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      if (id === PAGES || id === SITE || id === SITE_CONFIG || id === FORMS || id.startsWith(PAGE))
        return `\0${id}`;
      return undefined;
    },
    async load(id, loadOptions) {
      if (!ownModule(id)) return undefined;
      // The site config loads on its own while only pages are broken, so the overlay shows
      // the pages' problems once instead of once per module.
      if (configModules.has(id)) {
        const { site } = run();
        // Form declarations load with the forms (lazily), not with every page.
        if (site && id === `\0${FORMS}`) return `export default ${JSON.stringify(site.forms)};`;
        // The browser code gets what islands read; the rest (menus, redirects, the server's
        // settings) is the server's, which renders it into pages at run time.
        if (site && id === `\0${SITE}`)
          return `export default ${JSON.stringify(browserPart(site))};`;
        if (site && id === `\0${SITE_CONFIG}`) {
          if (!loadOptions?.ssr) this.error(`${SITE_CONFIG} is for the server's bundle only`);
          return `export default ${JSON.stringify(site)};`;
        }
        check(); // throws the problems that keep the site config from loading
        throw new Error('site.config.json is missing');
      }
      const { pages } = check();
      if (id === `\0${PAGES}`) {
        const entries = pages.map(({ file, page }) => {
          const module = JSON.stringify(pageModuleId(file));
          return `  { path: ${JSON.stringify(page.path)}, module: ${module}, load: () => import(${module}) },`;
        });
        return `export const pages = [\n${entries.join('\n')}\n];\n`;
      }
      const entry = pages.find(({ file }) => `\0${pageModuleId(file)}` === id);
      if (!entry) throw new Error(`no page module ${id.slice(1)}`);
      const pageImages = await images.pageImages(entry.page);
      return `${pageIconModule(entry.page)}export const images = ${JSON.stringify(pageImages)};\nexport default ${JSON.stringify(entry.page)};\n`;
    },
    // Image variants are written by the client build only, for every page (the browser code needs
    // no page data, so it may not have loaded them): the server bundle that prerenders refers to
    // the same URLs, since the names depend on the files' contents alone.
    async generateBundle() {
      if (!clientBuild) return;
      for (const { page } of check().pages) await images.pageImages(page);
      for (const { url, file } of images.variants())
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: readFileSync(file) });
    },
    configureServer(server) {
      server.watcher.add([resolve(root, 'pages'), resolve(root, 'site.config.json')]);
      const handler = (file: string) => {
        const rel = file.startsWith(root) ? file.slice(root.length + 1) : file;
        if (!/^pages\/[^/]+\.json$/.test(rel) && rel !== 'site.config.json') return;
        cached = undefined;
        images.clear();
        for (const id of server.moduleGraph.idToModuleMap.keys()) {
          const mod = ownModule(id) ? server.moduleGraph.getModuleById(id) : undefined;
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
        report(server, rel);
      };
      server.watcher.on('change', handler);
      server.watcher.on('add', handler);
      server.watcher.on('unlink', handler);
      report(server);
    },
  };

  /** Tells the terminal and the browser what the pages look like now. */
  function report(server: ViteDevServer, changed?: string) {
    const result = run();
    const logger = server.config.logger;
    if (result.warnings.length > 0)
      logger.warn(formatProblems(result.warnings), { timestamp: true });
    if (result.problems.length === 0) {
      logger.info(`pages: ${result.pages.length} pages and the site config are valid`, {
        timestamp: true,
      });
      if (changed) server.ws.send({ type: 'full-reload' });
      return;
    }
    const error = new PageValidationError(result);
    logger.error(error.message, { timestamp: true });
    const file = changed ?? result.problems[0]?.file;
    server.ws.send({
      type: 'error',
      err: {
        message: error.message,
        stack: '',
        plugin: 'pages',
        ...(file ? { id: resolve(root, file) } : {}),
      },
    });
  }
}
