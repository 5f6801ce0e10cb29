import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkProject, inProcessSchemaCheck } from '../../src/app/project';
import { fileCheckCache, type FileCheckCache } from '../../src/engine/validation/check-project';

const schemaCheck = inProcessSchemaCheck();
let root: string;
let cache: FileCheckCache;

const check = () => checkProject({ root, schemaCheck, cache });
const uncached = () => checkProject({ root, schemaCheck });
const edit = (file: string, change: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
  change(value);
  writeFileSync(join(root, file), `${JSON.stringify(value, null, 2)}\n`);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'validate-cache-'));
  cpSync('tests/fixtures/pages/valid', join(root, 'pages'), { recursive: true });
  cpSync('tests/fixtures/site.config.json', join(root, 'site.config.json'));
  symlinkSync(resolve('public'), join(root, 'public'), 'dir');
  cache = fileCheckCache();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checks kept from one run to the next', () => {
  it('find a page broken since the last run, and nothing once it is fixed', () => {
    expect(check().problems).toEqual([]);
    edit('pages/vps-hosting.json', (page) => delete page.title);
    const broken = check().problems;
    expect(broken).toEqual([expect.objectContaining({ file: 'pages/vps-hosting.json' })]);
    expect(broken).toEqual(uncached().problems);
    edit('pages/vps-hosting.json', (page) => (page.title = 'VPS Hosting | Aruvi'));
    expect(check().problems).toEqual([]);
  });

  it('check a page again when the site config its placeholders name changed', () => {
    expect(check().problems).toEqual([]);
    edit('site.config.json', (site) => {
      delete (site.company as Record<string, unknown>).hostingStorefront;
    });
    const problems = check().problems;
    expect(problems).toEqual(uncached().problems);
    expect(problems.map((p) => p.file)).toContain('pages/vps-hosting.json');
  });

  it('still apply the rules across pages: a second page on the same path', () => {
    expect(check().problems).toEqual([]);
    cpSync(join(root, 'pages/vps-hosting.json'), join(root, 'pages/vps-copy.json'));
    const problems = check().problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toEqual(uncached().problems);
  });
});
