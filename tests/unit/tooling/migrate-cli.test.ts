import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPageFormat } from '../../../src/schema/page-format-version';
import { main } from '../../../scripts/migrate/main';
import { tempProject } from '../../../scripts/temp-project';
import { runInProcess, spawnScript } from '../../support/cli';

let project: ReturnType<typeof tempProject>;
const oldPage = readFileSync('tests/fixtures/migrations/format-1.json', 'utf8');
const migrated = readFileSync('tests/fixtures/migrations/format-2.json', 'utf8');
/** The files `npm run migrate` should write. */
const expected = { sample: '', home: '' };
const read = (file: string) => readFileSync(join(project.dir, file), 'utf8');

beforeAll(() => {
  project = tempProject('migrate-cli');
  // The fixture's $schema is relative to its own folder; in pages/ it is one level up.
  const inPages = (text: string) => text.replace('../../../schemas/', '../schemas/');
  writeFileSync(join(project.dir, 'pages/migration-sample.json'), inPages(oldPage));
  // The real home page as it was before formats existed.
  const home = read('pages/home.json');
  writeFileSync(join(project.dir, 'pages/home.json'), home.replace(/^ {2}"format": \d+,\n/m, ''));
  Object.assign(expected, { sample: inPages(migrated), home });
});
afterAll(() => project.remove());

/** `npm run migrate -- …args` in the project, run in this process. */
async function migrate(...args: string[]) {
  const run = await runInProcess(main, args, { cwd: project.dir });
  return { status: run.status, stdout: run.out, stderr: run.err };
}

describe('npm run migrate', { timeout: 120_000 }, () => {
  it('--check lists the pages in an older format and exits 1, writing nothing, as its own process', () => {
    const before = read('pages/home.json');
    const { status, out: stdout } = spawnScript('scripts/migrate.ts', ['--check'], {
      cwd: project.dir,
    });
    const run = { status, stdout };
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('pages/home.json  in page format 1: needs migrating');
    expect(run.stdout).toContain('pages/migration-sample.json  in page format 1');
    expect(run.stdout).not.toContain('pages/vps-hosting.json');
    expect(run.stdout).toContain(`✗ 2 pages need migrating to page format ${currentPageFormat}`);
    expect(read('pages/home.json')).toBe(before);
  });

  it('--dry-run says which pages would change and how, writing nothing', async () => {
    const before = read('pages/migration-sample.json');
    const run = await migrate('--dry-run');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /pages\/migration-sample\.json {2}would change: format 1 → 2: numbered feature grids/,
    );
    expect(run.stdout).toContain('pages/home.json  would change: format 1 → 2 (no other change)');
    expect(read('pages/migration-sample.json')).toBe(before);
  });

  it('upgrades the pages in place in the one page format, then finds nothing to do', async () => {
    const run = await migrate();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Migrated 2 pages to page format ${currentPageFormat}`);
    expect(read('pages/migration-sample.json')).toBe(expected.sample);
    expect(read('pages/home.json')).toBe(expected.home);

    const again = await migrate();
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/already in page format \d+; nothing to change/);
    expect(read('pages/migration-sample.json')).toBe(expected.sample);
    expect((await migrate('--check')).status).toBe(0);
  });

  it('refuses a page of a newer format, saying why, and exits 1', async () => {
    const newer = expected.sample.replace(/"format": \d+/, `"format": ${currentPageFormat + 1}`);
    writeFileSync(join(project.dir, 'pages/migration-sample.json'), newer);
    const run = await migrate('pages/migration-sample.json');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `✗ pages/migration-sample.json  not migrated: it is in page format ${currentPageFormat + 1}, newer than this engine knows`,
    );
    expect(read('pages/migration-sample.json')).toBe(newer);
  });
});
