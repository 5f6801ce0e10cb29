import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkProject, inProcessSchemaCheck } from '../../src/app/project';

const pageFiles = ['404', 'home', 'terms', 'vps-hosting'].map(
  (name) => `tests/fixtures/pages/valid/${name}.json`,
);
const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const schemaCheck = inProcessSchemaCheck();

/** The problems of the fixture site with these redirects in its config. */
function problemsWith(redirects: unknown) {
  const config = JSON.parse(readFileSync('tests/fixtures/site.config.json', 'utf8'));
  const siteFile = join(dir, `site-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(siteFile, JSON.stringify({ ...config, redirects }, null, 2));
  return checkProject({
    root: '.',
    schemaCheck,
    pageFiles,
    siteFile: relative('.', siteFile),
  }).problems.map(({ pointer, message }) => ({ pointer, message }));
}

describe('redirects in the site config', () => {
  it('accept an old path leading to a page, and count it as a place links may lead', () => {
    expect(problemsWith([{ from: '/vps', to: '/vps-hosting' }])).toEqual([]);
  });

  it('refuse one leading nowhere (with a guess), one from a page, and an old path twice', () => {
    expect(
      problemsWith([
        { from: '/old-vps', to: '/vps-hostin' },
        { from: '/terms', to: '/vps-hosting' },
        { from: '/OLD-vps', to: '/vps-hosting' },
      ]),
    ).toEqual([
      {
        pointer: '/redirects/0/to',
        message: 'redirect to "/vps-hostin" has no page — did you mean "/vps-hosting"?',
      },
      {
        pointer: '/redirects/1/from',
        message: 'a page has the path "/terms": remove this redirect, or move that page',
      },
      { pointer: '/redirects/2/from', message: '"/OLD-vps" is redirected twice' },
    ]);
  });

  it('refuse a path that is not one of this site', () => {
    const [problem] = problemsWith([{ from: 'https://elsewhere.example/x', to: '/' }]);
    expect(problem).toMatchObject({ pointer: '/redirects/0/from' });
  });
});
