import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { z } from 'zod';
import type { IslandCode } from '../islands/island-names';
import type { SiteDefinition } from '../site-definition';

const ID = 'virtual:island-code';
/** Ids of the site's modules the islands runtime imports, by their key in the site definition. */
const browserModuleIds = {
  'virtual:island-providers': 'islandProviders',
  'virtual:dialogs': 'dialogs',
  'virtual:island-props-check': 'islandPropsCheck',
} as const;
const isBrowserModuleId = (id: string): id is keyof typeof browserModuleIds =>
  Object.hasOwn(browserModuleIds, id);
/** The page's one entry script, started by the boot script. */
const loaderFile = 'src/engine/islands/loader.ts';
const sharedWithCalls = /[\\/]src[\\/](engine[\\/]browser[\\/]call-api|schema[\\/]text-rules)\.ts$/;
const RESOLVED = `\0${ID}`;

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    src: z.string().optional(),
    imports: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/**
 * Every island's code, by island name: a source file from the project root. A block that is not
 * static is an island; its code is its folder's `Block.tsx` (React) or `enhance.ts` (a script).
 */
export function islandSources(site: SiteDefinition, root = '.'): Record<string, string> {
  const sources: Record<string, string> = { ...site.shellIslands };
  for (const { type, folder, hydrate } of site.blocks) {
    if (hydrate === 'static') continue;
    const file = `${folder}/${'script' in hydrate ? 'enhance.ts' : 'Block.tsx'}`;
    if (!existsSync(resolve(root, file)))
      throw new Error(`${file}: the ${type} block is an island without this module`);
    sources[type] = file;
  }
  return sources;
}

/**
 * Each island's chunk URL and the chunks it imports (to be preloaded together), read from the
 * client build's manifest. The page's entry (the loader) is running already, so it is left out.
 */
export function islandCodeFromManifest(
  manifest: Manifest,
  base: string,
  sources: Record<string, string>,
): Record<string, IslandCode> {
  const table: Record<string, IslandCode> = {};
  const url = (file: string) => `${base}${file}`;
  for (const [name, source] of Object.entries(sources)) {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`${source}: the ${name} island is missing from the client build`);
    const preload = new Set<string>();
    const visit = (key: string) => {
      const dep = manifest[key];
      if (!dep || dep.src === 'index.html' || preload.has(url(dep.file))) return;
      preload.add(url(dep.file));
      dep.imports?.forEach(visit);
    };
    chunk.imports?.forEach(visit);
    table[name] = { src: url(chunk.file), preload: [...preload] };
  }
  return table;
}

/**
 * The site's providers and dialogs reach the islands runtime as `virtual:island-providers` and
 * `virtual:dialogs`, which resolve to the files the site definition names.
 *
 * Islands load their code from the URL on their root (`data-module`), so the islands loader holds
 * no list of islands: a page downloads the code of its own islands and nothing about the others.
 *
 * - The client build makes every island's module its own chunk, exports kept (nothing imports
 *   these chunks statically; the loader imports them by URL).
 * - The modules the loader imports are mostly imported by islands too (chunk loading, the lead
 *   source), and a module shared by two entries becomes a chunk of its own: a page would fetch
 *   three more small scripts, each with its headers. They go into one `boot` chunk instead, so a
 *   page starts with two scripts however many islands the site has.
 * - `virtual:island-code` gives the prerender each island's URL and preloads: in the server
 *   build, from the client build's manifest (`<out>/client/.vite/manifest.json` beside
 *   `<out>/server`, as `npm run build` lays them out); in development, the source file's URL,
 *   which Vite's dev server serves as a module.
 */
export function islandCodePlugin({ site }: { site: SiteDefinition }): Plugin {
  let config: ResolvedConfig;
  let sources: Record<string, string> | undefined;
  const islands = () => (sources ??= islandSources(site, config.root));
  const table = (): Record<string, IslandCode> => {
    if (config.command === 'serve')
      return Object.fromEntries(
        Object.entries(islands()).map(([name, file]) => [
          name,
          { src: `${config.base}${file}`, preload: [] },
        ]),
      );
    // The client build itself never renders islands; only the prerender does.
    if (!config.build.ssr) return {};
    const outDir = resolve(config.root, config.build.outDir);
    const file = resolve(dirname(outDir), 'client', '.vite', 'manifest.json');
    if (!existsSync(file))
      throw new Error(`${file} not found: build the client before the server bundle`);
    return islandCodeFromManifest(
      manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8'))),
      config.base,
      islands(),
    );
  };
  let loaderImports: Set<string> | undefined;
  /** Every module the loader imports, directly or not (not the loader itself). */
  const importedByLoader = (ctx: Rolldown.ChunkingContext, root: string) => {
    if (loaderImports) return loaderImports;
    const found = new Set<string>();
    const visit = (id: string) => {
      for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) {
        if (found.has(dep)) continue;
        found.add(dep);
        visit(dep);
      }
    };
    visit(resolve(root, loaderFile));
    loaderImports = found;
    return found;
  };
  return {
    name: 'island-code',
    config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // The text rules a form's fields check and the API call that sends the form
                    // are needed together (the back office's calls share both): one chunk, one
                    // name less in every page's entry.
                    debugName: 'call-api',
                    name: (id: string) => (sharedWithCalls.test(id) ? 'call-api' : null),
                  },
                  {
                    debugName: 'boot',
                    name: (id: string, ctx: Rolldown.ChunkingContext) =>
                      importedByLoader(ctx, _config.root ?? process.cwd()).has(id) ? 'boot' : null,
                  },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.command !== 'build' || config.build.ssr) return;
      for (const file of Object.values(islands()))
        this.emitFile({
          type: 'chunk',
          id: resolve(config.root, file),
          preserveSignature: 'exports-only',
        });
    },
    resolveId(id) {
      if (isBrowserModuleId(id))
        return resolve(config.root, site.browserModules[browserModuleIds[id]]);
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(table())};` : undefined;
    },
  };
}
