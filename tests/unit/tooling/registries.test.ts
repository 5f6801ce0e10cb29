import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  blocks,
  fieldTypes,
  listFiles,
  routeGroups,
  staleLists,
} from '../../../scripts/registries';

const root = mkdtempSync(join(tmpdir(), 'registries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const marked = (before: string, from: string, list = '') =>
  `${before}\n// Written by \`npm run schemas\` from ${from}: do not edit.\n${list}// End of the written part.\n`;

/** A project with field type folders (each with its schema file) and the four list files. */
function project(name: string, folders: string[], lists = true): string {
  const dir = join(root, name);
  const fields = join(dir, 'src/forms/fields');
  for (const folder of folders) {
    mkdirSync(join(fields, folder), { recursive: true });
    writeFileSync(join(fields, folder, 'schema.ts'), '');
  }
  // A folder without a schema is a helper folder, not a field type.
  mkdirSync(join(fields, 'shared'), { recursive: true });
  for (const file of ['schemas.ts', 'rules.ts', 'registry.tsx', 'static-registry.tsx'])
    writeFileSync(
      join(fields, file),
      lists ? marked("import type { X } from './x';", 'the folders of src/forms/fields/') : '',
    );
  return dir;
}

/** Writes each file of a project as the registry would write it. */
const write = async (dir: string, registry: typeof blocks) => {
  for (const [path, text] of Object.entries(await listFiles(registry, dir)))
    writeFileSync(join(dir, path), text);
};

describe('the field types lists', () => {
  it('lists a new folder in the schema, rule and both control maps', async () => {
    const files = await listFiles(fieldTypes, project('added', ['text', 'date-range']));
    const all = Object.values(files).join('\n');
    expect(files['src/forms/fields/schemas.ts']).toContain(
      "import { dateRangeFieldSchema } from './date-range/schema';",
    );
    expect(files['src/forms/fields/rules.ts']).toMatch(/dateRange: dateRangeRule,/);
    expect(files['src/forms/fields/registry.tsx']).toMatch(/dateRange: DateRangeFieldView,/);
    expect(files['src/forms/fields/static-registry.tsx']).toMatch(
      /dateRange: DateRangeFieldStatic,/,
    );
    expect(all).not.toMatch(/shared/);
    // What was outside the markers is kept.
    for (const text of Object.values(files))
      expect(text).toContain("import type { X } from './x';");
  });

  it('says which file lacks the markers, instead of dropping the list', async () => {
    await expect(listFiles(fieldTypes, project('unmarked', ['text'], false))).rejects.toThrow(
      /src\/forms\/fields\/schemas\.ts lacks the markers/,
    );
  });
});

/** A project with block folders (each with its `index.ts`) and the block list's file. */
function blockProject(name: string, folders: string[]): string {
  const dir = join(root, name);
  const blocksDir = join(dir, 'src/blocks');
  for (const folder of folders) {
    mkdirSync(join(blocksDir, folder), { recursive: true });
    writeFileSync(join(blocksDir, folder, 'index.ts'), 'export default {};\n');
  }
  // A folder without an index.ts is not a block.
  mkdirSync(join(blocksDir, 'shared'), { recursive: true });
  writeFileSync(
    join(blocksDir, 'index.ts'),
    marked("import { z } from 'zod';", 'the folders of src/blocks/'),
  );
  return dir;
}

describe('the block list', () => {
  it('lists every block folder, in the folders order', async () => {
    const dir = blockProject('blocks', ['hero', 'feature-grid']);
    const text = (await listFiles(blocks, dir))['src/blocks/index.ts'];
    expect(text).toContain("import featureGrid from './feature-grid';\nimport hero from './hero';");
    expect(text).toContain('export const blocks = [featureGrid, hero] as const;');
    expect(text).not.toMatch(/shared/);
    expect(text).toContain("import { z } from 'zod';");
  });

  it('is stale for --check while a block folder is missing from it', async () => {
    const dir = blockProject('new-block', ['hero']);
    await write(dir, blocks);
    expect(await staleLists(dir, [blocks])).toEqual([]);
    mkdirSync(join(dir, 'src/blocks/quote'));
    writeFileSync(join(dir, 'src/blocks/quote/index.ts'), 'export default {};\n');
    expect(await staleLists(dir, [blocks])).toEqual(['src/blocks/index.ts']);
    await write(dir, blocks);
    expect(await staleLists(dir, [blocks])).toEqual([]);
  });
});

const group = (scope: string) =>
  `import { defineRouteGroup } from '../http/route-group';\nasync function routes() {}\nexport default defineRouteGroup({ scope: '${scope}', register: routes });\n`;

/** A project with route group files, a helper file and the routes' index with its markers. */
function routesProject(name: string, groups: string[]): string {
  const dir = join(root, name);
  const routes = join(dir, 'src/server/routes');
  mkdirSync(routes, { recursive: true });
  for (const file of groups) writeFileSync(join(routes, `${file}.ts`), group('api'));
  // A helper exports what groups share, with no route group as its default export.
  writeFileSync(join(routes, 'api-prefix.ts'), "export const apiPrefix = '/api';\n");
  writeFileSync(
    join(routes, 'index.ts'),
    marked("import type { X } from './x';", 'the route groups of src/server/routes/'),
  );
  return dir;
}

describe('the route group list', () => {
  it('lists the files whose default export is a route group, not the helpers', async () => {
    const dir = routesProject('routes', ['health', 'inbox-audit']);
    const text = (await listFiles(routeGroups, dir))['src/server/routes/index.ts'];
    expect(text).toContain(
      "import healthGroup from './health';\nimport inboxAuditGroup from './inbox-audit';",
    );
    expect(text).toMatch(/= \[healthGroup, inboxAuditGroup\];/);
    expect(text).not.toMatch(/apiPrefix|api-prefix/);
  });

  it('is stale for --check while a route group file is missing from it', async () => {
    const dir = routesProject('new-group', ['health']);
    await write(dir, routeGroups);
    expect(await staleLists(dir, [routeGroups])).toEqual([]);
    writeFileSync(join(dir, 'src/server/routes/newsletter.ts'), group('forms'));
    expect(await staleLists(dir, [routeGroups])).toEqual(['src/server/routes/index.ts']);
    await write(dir, routeGroups);
    expect(await staleLists(dir, [routeGroups])).toEqual([]);
  });

  it('refuses a file that declares a group without default-exporting it', async () => {
    const dir = routesProject('hidden-group', ['health']);
    writeFileSync(
      join(dir, 'src/server/routes/newsletter.ts'),
      group('forms').replace(
        'export default defineRouteGroup',
        'export const newsletter = defineRouteGroup',
      ),
    );
    await expect(listFiles(routeGroups, dir)).rejects.toThrow(
      /src\/server\/routes\/newsletter\.ts calls defineRouteGroup but does not default-export it/,
    );
  });
});

describe("the project's own lists", () => {
  it('are what the folders give (run "npm run schemas" after adding a block, field type or route group)', async () => {
    expect(await staleLists()).toEqual([]);
  });
});
