import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * The lists of form field types, written from the folders of `src/forms/fields/`. A field type's
 * parts load in different bundles (its schema with full zod at build time and on the server, its
 * rule with zod/mini in the forms chunk, its interactive and static controls in the islands), so
 * each bundle has its own list; all four are written here from one source, the folders, between
 * markers in the files that hold them. Adding a field type is its folder and `npm run schemas`.
 */

const fieldsDir = 'src/forms/fields';

/** A field type's folder: `schema.ts` exporting `<type>FieldSchema`, `rule.ts`, the controls. */
function fieldTypeFolders(root: string): string[] {
  return readdirSync(join(root, fieldsDir), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(root, fieldsDir, entry.name, 'schema.ts')),
    )
    .map((entry) => entry.name)
    .sort();
}

const camel = (folder: string) =>
  folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (folder: string) =>
  camel(folder).replace(/^[a-z]/, (letter) => letter.toUpperCase());

interface GeneratedList {
  file: string;
  /** The imports and the list, for the field types' folders in order. */
  text: (folders: string[]) => string;
}

const lists: GeneratedList[] = [
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
];

/** The `type` a folder's field declares: the folder's name in camel case. */
const keyOf = (folder: string) => camel(folder);

const begin = '// Written by `npm run schemas` from the folders of src/forms/fields/: do not edit.';
const end = '// End of the written part.';

/**
 * Each file that holds a list, by path, with its list written for the folders there are now and
 * formatted as the repository formats code. A file without both markers is an error: the list
 * would have nowhere to go.
 */
export async function fieldListFiles(root = '.'): Promise<Record<string, string>> {
  const folders = fieldTypeFolders(root);
  const files: Record<string, string> = {};
  for (const { file, text } of lists) {
    const path = join(fieldsDir, file);
    const current = readFileSync(join(root, path), 'utf8');
    const from = current.indexOf(begin);
    const to = current.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${path} lacks the markers of its written part`);
    const written = `${current.slice(0, from)}${begin}\n${text(folders)}\n${current.slice(to)}`;
    // The repository's own formatting, wherever the folders are.
    const options = await resolveConfig(fileURLToPath(import.meta.url));
    files[path] = await format(written, { ...options, filepath: path });
  }
  return files;
}
