import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * Every list of the things the project is extended with, written from where those things live
 * (decisions.md #98): the form field types (a folder each), the blocks (a folder each) and the
 * API's route groups (a file each, declaring itself with `defineRouteGroup`). A list is written
 * between two markers in the file that holds it, so the rest of that file (the types, what is
 * derived from the list) stays hand-written. `npm run schemas` writes every list; with `--check`
 * it fails naming each file whose list is not what its folder gives. Adding one of these things
 * is its folder or file, and `npm run schemas`; nothing else names it.
 */

export interface Registry {
  /** What the lists are written from, as their marker and `--check` name it. */
  source: string;
  /** The folder the things live in, and the lists' files are in. */
  dir: string;
  /** The things there are now, by name (a folder, or a file without `.ts`), in the list's order. */
  entries: (root: string) => string[];
  /** The files holding a list, in `dir`, and the list written for the entries. */
  lists: { file: string; text: (entries: string[]) => string }[];
}

const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** The folders of `dir` holding `file`, by name: the others are helpers, not entries. */
const foldersWith = (dir: string, file: string) => (root: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, dir, entry.name, file)))
    .map((entry) => entry.name)
    .sort();

const fieldsDir = 'src/forms/fields';

/** The `type` a folder's field declares: the folder's name in camel case. */
const keyOf = (folder: string) => camel(folder);

/**
 * A field type's parts load in different bundles (its schema with full zod at build time and on
 * the server, its rule with zod/mini in the forms chunk, its interactive and static controls in
 * the islands), so each bundle has its own list; all four are written from the folders of
 * `src/forms/fields/` that have a `schema.ts` exporting `<type>FieldSchema`.
 */
export const fieldTypes: Registry = {
  source: `the folders of ${fieldsDir}/`,
  dir: fieldsDir,
  entries: foldersWith(fieldsDir, 'schema.ts'),
  lists: [
    {
      file: 'schemas.ts',
      text: (folders) =>
        [
          ...folders.map((f) => `import { ${camel(f)}FieldSchema } from './${f}/schema';`),
          '',
          'export const fieldSchemas = [',
          ...folders.map((f) => `  ${camel(f)}FieldSchema,`),
          '] as const;',
        ].join('\n'),
    },
    {
      file: 'rules.ts',
      text: (folders) =>
        [
          ...folders.map((f) => `import { ${camel(f)}Rule } from './${f}/rule';`),
          '',
          'export const fieldRules: { [K in FieldType]: FieldRule<FieldOf<K>> } = {',
          ...folders.map((f) => `  ${keyOf(f)}: ${camel(f)}Rule,`),
          '};',
        ].join('\n'),
    },
    {
      file: 'registry.tsx',
      text: (folders) =>
        [
          ...folders.map((f) => `import ${pascal(f)}FieldView from './${f}/Field';`),
          '',
          'export const fieldComponents: { [K in FieldType]: ComponentType<FieldProps<FieldOf<K>>> } = {',
          ...folders.map((f) => `  ${keyOf(f)}: ${pascal(f)}FieldView,`),
          '};',
        ].join('\n'),
    },
    {
      file: 'static-registry.tsx',
      text: (folders) =>
        [
          ...folders.map((f) => `import ${pascal(f)}FieldStatic from './${f}/Static';`),
          '',
          'export const staticFieldComponents: {',
          '  [K in FieldType]: ComponentType<StaticFieldProps<FieldOf<K>>>;',
          '} = {',
          ...folders.map((f) => `  ${keyOf(f)}: ${pascal(f)}FieldStatic,`),
          '};',
        ].join('\n'),
    },
  ],
};

const blocksDir = 'src/blocks';

/**
 * The blocks: every folder of `src/blocks/` with an `index.ts`, which default-exports its
 * `defineBlock`, in the folders' alphabetical order.
 */
export const blocks: Registry = {
  source: `the folders of ${blocksDir}/`,
  dir: blocksDir,
  entries: foldersWith(blocksDir, 'index.ts'),
  lists: [
    {
      file: 'index.ts',
      text: (folders) =>
        [
          ...folders.map((f) => `import ${camel(f)} from './${f}';`),
          '',
          "/** Every block of the site, one per folder with an `index.ts`, in the folders' order. */",
          'export const blocks = [',
          ...folders.map((f) => `  ${camel(f)},`),
          '] as const;',
        ].join('\n'),
    },
  ],
};

const routesDir = 'src/server/routes';

/** How a file of `src/server/routes/` says it is a route group; any other file is a helper. */
const groupDeclaration = /^export default defineRouteGroup\(/m;

/**
 * The files of `src/server/routes/` that are route groups, by name: those whose default export
 * is `defineRouteGroup(...)`, read from the source rather than by loading the server. A file that
 * calls `defineRouteGroup` some other way is refused, so a group is never left out silently.
 */
function routeGroupFiles(root: string): string[] {
  const dir = join(root, routesDir);
  return readdirSync(dir)
    .filter((file) => /^[\w-]+\.ts$/.test(file) && file !== 'index.ts')
    .sort()
    .filter((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      if (groupDeclaration.test(text)) return true;
      if (/\bdefineRouteGroup\(/.test(text))
        throw new Error(
          `${routesDir}/${file} calls defineRouteGroup but does not default-export it: write "export default defineRouteGroup({ … })"`,
        );
      return false;
    })
    .map((file) => file.replace(/\.ts$/, ''));
}

/**
 * The API's route groups, in the files' alphabetical order; `routes/index.ts` registers each in
 * the scope it declares, a group marked `last` after the others of its scope.
 */
export const routeGroups: Registry = {
  source: `the route groups of ${routesDir}/`,
  dir: routesDir,
  entries: routeGroupFiles,
  lists: [
    {
      file: 'index.ts',
      text: (files) =>
        [
          ...files.map((f) => `import ${camel(f)}Group from './${f}';`),
          '',
          "/** Every route group, one per file of this folder that declares one, in the files' order. */",
          'const routeGroups: readonly RouteGroup<ServerContext>[] = [',
          ...files.map((f) => `  ${camel(f)}Group,`),
          '];',
        ].join('\n'),
    },
  ],
};

/** Every registry `npm run schemas` writes. */
export const registries: readonly Registry[] = [fieldTypes, blocks, routeGroups];

/** The marker before a registry's written part, naming where it is written from. */
const beginOf = (registry: Registry) =>
  `// Written by \`npm run schemas\` from ${registry.source}: do not edit.`;
const end = '// End of the written part.';

/**
 * Each file that holds one of the registry's lists, by path, with its list written for the
 * entries there are now and formatted as the repository formats code. A file without both
 * markers is an error: the list would have nowhere to go.
 */
export async function listFiles(registry: Registry, root = '.'): Promise<Record<string, string>> {
  const entries = registry.entries(root);
  const begin = beginOf(registry);
  // The repository's own formatting, wherever the folders are.
  const options = await resolveConfig(fileURLToPath(import.meta.url));
  const files: Record<string, string> = {};
  for (const { file, text } of registry.lists) {
    const path = `${registry.dir}/${file}`;
    const current = readFileSync(join(root, path), 'utf8');
    const from = current.indexOf(begin);
    const to = current.indexOf(end, from);
    if (from < 0 || to < from) throw new Error(`${path} lacks the markers of its written part`);
    const written = `${current.slice(0, from)}${begin}\n${text(entries)}\n${current.slice(to)}`;
    files[path] = await format(written, { ...options, filepath: path });
  }
  return files;
}

/**
 * The files, by path, whose written list is not what the folders give now: what `--check`
 * reports.
 */
export async function staleLists(root = '.', which = registries): Promise<string[]> {
  const stale: string[] = [];
  for (const registry of which)
    for (const [path, text] of Object.entries(await listFiles(registry, root)))
      if (readFileSync(join(root, path), 'utf8') !== text) stale.push(path);
  return stale;
}
