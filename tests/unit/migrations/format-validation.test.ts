import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessSchemaCheck } from '../../../src/app/project';
import { checkProject } from '../../../src/app/project';
import { currentPageFormat } from '../../../src/schema/page-format-version';

let root: string;
const schemaCheck = inProcessSchemaCheck();
const current = readFileSync('tests/fixtures/migrations/format-2.json', 'utf8');
const withFormat = (format: unknown) =>
  current.replace(/"format": \d+/, `"format": ${JSON.stringify(format)}`);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'format-validation-'));
  mkdirSync(join(root, 'pages'));
  writeFileSync(join(root, 'site.config.json'), readFileSync('tests/fixtures/site.config.json'));
  writeFileSync(
    join(root, 'pages/old.json'),
    readFileSync('tests/fixtures/migrations/format-1.json'),
  );
  writeFileSync(join(root, 'pages/newer.json'), withFormat(currentPageFormat + 1));
  writeFileSync(join(root, 'pages/odd.json'), withFormat('2'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The fixture site config's own problems (its dialog and legal pages are not in this project)
// are not what these tests are about.
const pageProblems = (pageFiles: string[]) =>
  checkProject({ root, schemaCheck, pageFiles }).problems.filter(
    (p) => p.file !== 'site.config.json',
  );
const problemsOf = (file: string) => pageProblems([`pages/${file}`]);

describe('validating a page in another page format', () => {
  it('names the old format and the command that upgrades it, once, instead of schema errors', () => {
    expect(problemsOf('old.json')).toEqual([
      {
        file: 'pages/old.json',
        line: 1,
        col: 1,
        pointer: '',
        message: `this page is in page format 1 (it has no "format" field); this engine reads format ${currentPageFormat}. Run \`npm run migrate\` to upgrade it`,
      },
    ]);
  });

  it('says a newer format needs newer code, at the format field', () => {
    expect(problemsOf('newer.json')).toEqual([
      {
        file: 'pages/newer.json',
        line: 3,
        col: 3,
        pointer: '/format',
        message: expect.stringMatching(
          new RegExp(
            `^this page is in page format ${currentPageFormat + 1}, newer than this engine knows \\(format ${currentPageFormat}\\); update the site's code`,
          ),
        ),
      },
    ]);
  });

  it('says what a format must be when it is not a version number', () => {
    expect(problemsOf('odd.json')).toEqual([
      expect.objectContaining({
        pointer: '/format',
        message: `"format" must be the page format version, a whole number: ${currentPageFormat} for a page of this engine`,
      }),
    ]);
  });

  it('still counts an old page as a page, so links to it are not reported as dead', () => {
    const linker = JSON.parse(current);
    linker.path = '/linker';
    linker.title = 'A page that links to the old one';
    linker.blocks = [
      {
        type: 'cta',
        heading: 'Go',
        actions: [
          { label: 'Old', href: '/migration-sample' },
          { label: 'Nowhere', href: '/nowhere' },
        ],
      },
    ];
    writeFileSync(join(root, 'pages/linker.json'), JSON.stringify(linker));
    const deadLinks = pageProblems(['pages/old.json', 'pages/linker.json']).filter((p) =>
      p.message.startsWith('link to'),
    );
    expect(deadLinks).toEqual([
      expect.objectContaining({ pointer: '/blocks/0/actions/1/href', file: 'pages/linker.json' }),
    ]);
  });
});
