import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldListFiles } from '../../../scripts/field-maps';

const root = mkdtempSync(join(tmpdir(), 'field-maps-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const marked = (before: string) =>
  `${before}\n// Written by \`npm run schemas\` from the folders of src/forms/fields/: do not edit.\n// End of the written part.\n`;

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
    writeFileSync(join(fields, file), lists ? marked("import type { X } from './x';") : '');
  return dir;
}

describe('the field types lists', () => {
  it('lists a new folder in the schema, rule and both control maps', async () => {
    const files = await fieldListFiles(project('added', ['text', 'date-range']));
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
    await expect(fieldListFiles(project('unmarked', ['text'], false))).rejects.toThrow(
      /src\/forms\/fields\/schemas\.ts lacks the markers/,
    );
  });
});
