import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteJsonSchema } from '../../../src/app/project';
import { inProcessSchemaCheck } from '../../../src/app/project';
import { checkProject } from '../../../src/app/project';
import { formatProblems } from '../../../src/engine/validation/problem';
import { fieldComponents } from '../../../src/forms/fields/registry';
import { fieldRules } from '../../../src/forms/fields/rules';
import { fieldSchemas, fieldTypes } from '../../../src/forms/fields/schemas';
import { staticFieldComponents } from '../../../src/forms/fields/static-registry';
import { isRecord } from '../../../src/schema/is-record';
import { currentPageFormat } from '../../../src/schema/page-format-version';

const fieldsDir = 'src/forms/fields';
const pieces = ['schema.ts', 'rule.ts', 'Field.tsx', 'Static.tsx'];
const schemaCheck = inProcessSchemaCheck();
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A scratch project: the given files, with public/ and any page folder linked in. */
function project(files: Record<string, string>, pagesFrom: string) {
  const dir = mkdtempSync(join(tmpdir(), 'field-types-'));
  temporary.push(dir);
  symlinkSync(resolve('public'), join(dir, 'public'), 'dir');
  mkdirSync(join(dir, 'pages'));
  for (const name of readdirSync(pagesFrom))
    copyFileSync(join(pagesFrom, name), join(dir, 'pages', name));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return checkProject({ root: dir, schemaCheck });
}

describe('form field types', () => {
  it('has a folder with every piece for each declared type, and no undeclared folder', () => {
    const folders = readdirSync(fieldsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...fieldTypes].sort());
    for (const type of fieldTypes) {
      for (const piece of pieces)
        expect(existsSync(join(fieldsDir, type, piece)), `${type}/${piece}`).toBe(true);
      expect(typeof fieldRules[type].rule, `${type} rule`).toBe('function');
      expect(typeof fieldRules[type].fromFormPost, `${type} no-script post`).toBe('function');
      expect(fieldComponents[type], `${type} component`).toBeTruthy();
      expect(staticFieldComponents[type], `${type} static component`).toBeTruthy();
    }
  });

  it('describes every type for editors: the description reaches the generated JSON Schema', () => {
    const defs = siteJsonSchema().$defs;
    for (const schema of fieldSchemas) {
      const type = schema.shape.type.value;
      expect(schema.description, type).toMatch(/\w{3,}/);
      const def = isRecord(defs) ? defs[`field-${type}`] : undefined;
      expect(isRecord(def) ? def.description : undefined, type).toBe(schema.description);
    }
  });

  it('reports an unknown field type in the site config, located, with a suggestion', () => {
    const text = readFileSync('tests/fixtures/site.config.json', 'utf8').replace(
      '"type": "text"',
      '"type": "selct"',
    );
    const { problems } = project({ 'site.config.json': text }, 'tests/fixtures/pages/valid');
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('"selct"')) + 1;
    const col = (lines[line - 1]?.indexOf('"type"') ?? -1) + 1;
    expect(formatProblems(problems)).toBe(
      `site.config.json:${line}:${col}  /forms/enquiry/fields/0/type  unknown field type "selct" — did you mean "select"? Field types: ${fieldTypes.join(', ')}`,
    );
  });

  it('names the allowed types when a field has no type', () => {
    const text = readFileSync('tests/fixtures/site.config.json', 'utf8').replace(
      '"type": "text",',
      '',
    );
    const { problems } = project({ 'site.config.json': text }, 'tests/fixtures/pages/valid');
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      [
        '/forms/enquiry/fields/0',
        `missing required field "type". Field types: ${fieldTypes.join(', ')}`,
      ],
    ]);
  });
});

describe('the careers application form', () => {
  const careers = readFileSync('pages/careers.json', 'utf8');

  it('accepts the site as it is: every job is an option of the position field', () => {
    const { problems } = project(
      { 'site.config.json': readFileSync('site.config.json', 'utf8') },
      'pages',
    );
    expect(problems).toEqual([]);
  });

  it('reports a job that its "Apply now" button cannot preselect', () => {
    const title = /"title": "([^"]+)",\s*"employment"/.exec(careers)?.[1] ?? '';
    const renamed = `${title} (renamed)`;
    const pages = mkdtempSync(join(tmpdir(), 'careers-'));
    temporary.push(pages);
    copyFileSync('pages/404.json', join(pages, '404.json'));
    writeFileSync(join(pages, 'careers.json'), careers.replace(`"${title}"`, `"${renamed}"`));
    const { problems } = project(
      { 'site.config.json': readFileSync('site.config.json', 'utf8') },
      pages,
    );
    expect(problems.filter((p) => p.file === 'pages/careers.json')).toEqual([
      expect.objectContaining({
        pointer: expect.stringMatching(/^\/blocks\/\d+\/jobs\/0\/title$/),
        message: expect.stringContaining(`"${renamed}" is not accepted by the "position" field`),
      }),
    ]);
  });
});

describe('a plan button that opens a form with a subject field', () => {
  it('reports a plan name that the form cannot preselect', () => {
    const pages = mkdtempSync(join(tmpdir(), 'plans-'));
    temporary.push(pages);
    copyFileSync('pages/404.json', join(pages, '404.json'));
    const name = 'Not a position of the application form';
    const page = {
      format: currentPageFormat,
      path: '/plans',
      title: 'Plans for a scratch project',
      description: 'A scratch page whose only plan opens the careers application form by mistake.',
      robots: 'noindex, follow',
      blocks: [
        {
          type: 'plans',
          plans: [{ name, action: { label: 'Apply', opens: 'application' } }],
        },
      ],
    };
    writeFileSync(join(pages, 'plans.json'), JSON.stringify(page));
    const { problems } = project(
      { 'site.config.json': readFileSync('site.config.json', 'utf8') },
      pages,
    );
    expect(problems.filter((p) => p.file === 'pages/plans.json')).toEqual([
      expect.objectContaining({
        pointer: '/blocks/0/plans/0/name',
        message: expect.stringContaining(`"${name}" is not accepted by the "position" field`),
      }),
    ]);
  });
});
