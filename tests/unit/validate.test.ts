import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inProcessSchemaCheck } from '../../src/app/project';
import { checkProject } from '../../src/app/project';
import { serverOwnedPath } from '../../src/engine/paths';
import { formatProblems } from '../../src/engine/validation/problem';

const valid = readdirSync('tests/fixtures/pages/valid').map(
  (f) => `tests/fixtures/pages/valid/${f}`,
);
const siteFile = 'tests/fixtures/site.config.json';
const schemaCheck = inProcessSchemaCheck();

/** Problems of one invalid fixture checked together with the valid fixture pages. */
function problemsOf(name: string) {
  const file = `tests/fixtures/pages/invalid/${name}.json`;
  const { problems } = checkProject({
    root: '.',
    schemaCheck,
    pageFiles: [...valid, file],
    siteFile,
  });
  return problems.map((p) => ({ ...p, file: p.file.replace('tests/fixtures/pages/invalid/', '') }));
}

describe('page validation', () => {
  it('accepts the valid fixtures, including a link in another case and a site placeholder', () => {
    const { problems, pages } = checkProject({
      root: '.',
      schemaCheck,
      pageFiles: valid,
      siteFile,
    });
    expect(problems).toEqual([]);
    expect(pages).toHaveLength(4);
    const vps = pages.find((p) => p.page.path === '/vps-hosting')?.page;
    expect(JSON.stringify(vps)).toContain('"href":"https://hosting.aruvi.example"');
  });

  it('reports a page that does not parse once, at its first error, without follow-on errors', () => {
    const dir = 'tests/fixtures/pages/parse-follow-on';
    const { problems } = checkProject({
      root: '.',
      schemaCheck,
      pageFiles: [...valid, `${dir}/broken.json`, `${dir}/linker.json`],
      siteFile,
    });
    // linker.json links to the broken page's path: that link is not dead, the page is broken.
    expect(problems).toEqual([
      expect.objectContaining({
        file: `${dir}/broken.json`,
        line: 4,
        col: 12,
        message: expect.stringMatching(/^invalid JSON: /),
      }),
    ]);
  });

  it('checks no links while a broken page has a path that cannot be read, as any might lead to it', () => {
    const dir = 'tests/fixtures/pages/parse-follow-on';
    const { problems } = checkProject({
      root: '.',
      schemaCheck,
      pageFiles: [...valid, `${dir}/unquoted-path.json`, `${dir}/linker.json`],
      siteFile,
    });
    expect(problems).toEqual([
      expect.objectContaining({ file: `${dir}/unquoted-path.json`, line: 2, col: 11 }),
    ]);
  });

  it('reports a JSON syntax error with its line and column', () => {
    expect(problemsOf('syntax')).toEqual([
      expect.objectContaining({
        file: 'syntax.json',
        line: 5,
        col: 1,
        message: expect.stringMatching(/invalid JSON: .*trailing comma/),
      }),
    ]);
  });

  it('suggests the closest block type for an unknown one and lists the allowed types', () => {
    expect(problemsOf('unknown-block')).toEqual([
      expect.objectContaining({
        pointer: '/blocks/0/type',
        line: 8,
        message: expect.stringMatching(
          /^unknown block type "heroo" — did you mean "hero"\? Block types: (\w+, )*hero, heroCarousel,/,
        ),
      }),
    ]);
  });

  it('names a missing required field', () => {
    expect(problemsOf('missing-field')).toEqual([
      expect.objectContaining({
        pointer: '/blocks/0',
        message: 'missing required field "heading"',
      }),
    ]);
  });

  it('rejects a page whose link has no page, with a suggestion', () => {
    expect(problemsOf('dead-link')).toEqual([
      expect.objectContaining({
        pointer: '/blocks/1/cards/0/href',
        message: 'link to "/vps-hostin" has no page — did you mean "/vps-hosting"?',
      }),
    ]);
  });

  it('checks case study cards link to a page of the site, like every link', () => {
    expect(problemsOf('case-study-links')).toEqual([
      expect.objectContaining({
        pointer: '/blocks/0/studies/0/href',
        message: 'link to "/vps-hostin" has no page — did you mean "/vps-hosting"?',
      }),
      expect.objectContaining({
        pointer: '/blocks/0/studies/1/href',
        message: expect.stringContaining('must be a page of this site, starting with "/"'),
      }),
    ]);
  });

  it('suggests the page whose path differs in a word, and nothing for a path like no page', () => {
    expect(problemsOf('dead-link-words').map((p) => p.message)).toEqual([
      'link to "/contact-us" has no page — did you mean "/contact-info"?',
      'link to "/zqx-blorpf" has no page',
      'link to "/about-us" has no page',
    ]);
  });

  it('rejects an image that is not under public/', () => {
    expect(problemsOf('missing-image')).toEqual([
      expect.objectContaining({
        pointer: '/blocks/0/image/src',
        message: expect.stringContaining('public/images/does-not-exist.svg'),
      }),
    ]);
  });

  it('rejects a path that another page already has, ignoring case, on both pages', () => {
    // The newer file is the one just added: it must be named, not only the older one.
    expect(problemsOf('duplicate-path')).toEqual([
      expect.objectContaining({
        file: 'duplicate-path.json',
        pointer: '/path',
        message: expect.stringContaining('tests/fixtures/pages/valid/vps-hosting.json'),
      }),
      expect.objectContaining({
        file: 'tests/fixtures/pages/valid/vps-hosting.json',
        pointer: '/path',
        message: expect.stringContaining('tests/fixtures/pages/invalid/duplicate-path.json'),
      }),
    ]);
  });

  it('rejects a path the server answers itself (its API, any case), where the page could never be opened', () => {
    expect(problemsOf('server-path')).toEqual([
      expect.objectContaining({ file: 'server-path.json', pointer: '/path' }),
    ]);
  });

  it('refuses every path the server owns, and allows one that only starts alike', () => {
    for (const path of ['/api', '/studio/', '/preview/abc', '/healthz', '/readyz', '/images/x'])
      expect(serverOwnedPath(path), path).toBeDefined();
    for (const path of ['/apis', '/studios', '/services/api', '/'])
      expect(serverOwnedPath(path), path).toBeUndefined();
  });

  it('rejects an unknown field and suggests the intended one', () => {
    expect(problemsOf('unknown-field')).toEqual([
      expect.objectContaining({
        pointer: '/titel',
        message: expect.stringMatching(/^unknown field "titel" — did you mean "title"\?/),
      }),
    ]);
  });

  it('reports every wrong value in a block, not only the first', () => {
    const problems = problemsOf('wrong-type');
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/blocks/0/columns', 'number 5 is not allowed. Allowed values: 2, 3, 4'],
      ['/blocks/0/cards/0/title', 'expected text in double quotes, found number 7'],
    ]);
  });

  it('applies the SEO length rules', () => {
    expect(problemsOf('seo-lengths').map((p) => p.message)).toEqual([
      'title is 5 characters; search engines show 10–60',
      'description is 10 characters; write 50–160',
    ]);
  });

  it('rejects an unknown company placeholder and lists the known ones', () => {
    expect(problemsOf('unknown-placeholder')).toEqual([
      expect.objectContaining({
        pointer: '/blocks/0/heading',
        message: expect.stringMatching(
          /^unknown placeholder \{\{company.mail\}\}; available: .*\{\{company.email\}\}/,
        ),
      }),
    ]);
  });

  it('explains what a button may open when it is not a known dialog', () => {
    expect(problemsOf('bad-action')).toEqual([
      expect.objectContaining({
        pointer: '/blocks/0/actions/0/opens',
        message:
          'the text "chat" is not allowed. Allowed values: "enquiry", "application", "getInTouch"',
      }),
    ]);
  });
});

describe('npm run validate', () => {
  const run = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/validate.ts', '--site', siteFile, ...args],
      { encoding: 'utf8' },
    );

  it('lists three located problems of one file, checked against the committed schemas, and exits 1', () => {
    const result = run(
      '--pages',
      'tests/fixtures/pages/valid',
      '--pages',
      'tests/fixtures/pages/invalid-three',
    );
    expect(result.status).toBe(1);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/pages\/invalid-three\/three-problems\.json:8:7 {2}\/blocks\/0\/type {2}unknown block type "heroo"/,
      ),
      expect.stringMatching(
        /^tests\/fixtures\/pages\/invalid-three\/three-problems\.json:16:11 {2}\/blocks\/1\/cards\/0\/href {2}link to "\/nope" has no page/,
      ),
      expect.stringMatching(
        /^tests\/fixtures\/pages\/invalid-three\/three-problems\.json:21:3 {2}\/robots {2}the text "index" is not allowed\. Allowed values: "index, follow", "noindex, follow"/,
      ),
    ]);
  });

  it('passes the valid fixtures', () => {
    const result = run('--pages', 'tests/fixtures/pages/valid');
    expect(result.stderr).toContain('✓ 4 pages');
    expect(result.status).toBe(0);
  });

  it('formats problems as located lines', () => {
    expect(
      formatProblems([
        { file: 'pages/a.json', line: 3, col: 5, pointer: '/title', message: 'must not be empty' },
      ]),
    ).toBe('pages/a.json:3:5  /title  must not be empty');
  });
});
