import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askMissing } from '../../../scripts/new-page/prompt';
import { readProject } from '../../../src/server/new-page/project';
import { pageSchema } from '../../../src/app/page-schema';
import { currentPageFormat } from '../../../src/schema/page-format-version';
import { main } from '../../../scripts/new-page/main';
import { main as validate } from '../../../scripts/validate/main';
import { tempProject } from '../../../scripts/temp-project';
import { runInProcess, spawnScript } from '../../support/cli';
import { serializePage } from '../../../src/app/project';

let project: ReturnType<typeof tempProject>;
beforeAll(() => {
  project = tempProject('new-page');
});
afterAll(() => project.remove());

const description =
  'Automatic, encrypted backups of your servers and files, restored within minutes when needed.';

/** `npm run new-page -- …args` in the project, in this process, with no terminal to ask in. */
async function newPage(...args: string[]) {
  const run = await runInProcess(main, args, { cwd: project.dir });
  return { status: run.status, stdout: run.out, stderr: run.err };
}

function readPage(file: string) {
  const text = readFileSync(join(project.dir, file), 'utf8');
  return { text, page: pageSchema.parse(JSON.parse(text)) };
}

describe('npm run new-page', { timeout: 120_000 }, () => {
  it('writes a service page that validates, with a "Build my …" enquiry button, and prints the next steps, as its own process', async () => {
    const {
      status,
      out: stdout,
      err: stderr,
    } = spawnScript(
      'scripts/new-page.ts',
      [
        '--path',
        '/cloud-backup',
        '--title',
        'Cloud Backup | {{company.name}}',
        '--description',
        description,
        '--template',
        'service',
      ],
      { cwd: project.dir },
    );
    const run = { status, stdout, stderr };
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const { text, page } = readPage('pages/cloud-backup.json');
    expect(text).toMatch(
      /^\{\n {2}"\$schema": "\.\.\/schemas\/page\.schema\.json",\n {2}"format": \d+,\n/,
    );
    // In the format this engine reads, so `npm run migrate` has nothing to do for it.
    expect(page.format).toBe(currentPageFormat);
    expect(page.blocks.map((b) => b.type)).toEqual([
      'hero',
      'featureGrid',
      'logoRow',
      'faq',
      'cta',
    ]);
    const hero = page.blocks[0];
    expect(hero?.type === 'hero' && hero.actions[0]).toMatchObject({
      label: 'Build my Cloud Backup',
      opens: 'enquiry',
    });
    expect(run.stdout).toContain('npm run validate');
    expect(run.stdout).toContain('npm run dev');
    expect(run.stdout).toContain('http://localhost:5173/cloud-backup');

    const validated = await runInProcess(validate, [], { cwd: project.dir });
    // No error; its one warning is that no menu or page links to it yet, the next step.
    const lines = validated.out.split('\n').filter((l) => l.includes('pages/cloud-backup.json'));
    expect(lines).toEqual([
      expect.stringMatching(/ \/path {2}warning: No menu, footer or other page/),
    ]);
    const format = spawnSync(
      process.execPath,
      [
        join(project.dir, 'node_modules/prettier/bin/prettier.cjs'),
        '--check',
        'pages/cloud-backup.json',
      ],
      { cwd: project.dir, encoding: 'utf8' },
    );
    expect(format.status).toBe(0);
    // Written by the one page serializer: the studio would save it unchanged, byte for byte.
    expect(serializePage(JSON.parse(text))).toBe(text);
  });

  it.each([
    ['hub', '/cloud-services', ['hero', 'featureGrid', 'cta']],
    ['legal', '/refund-policy', ['richText', 'legalSections']],
  ])('writes a %s page with its example blocks', async (template, path, types) => {
    const run = await newPage(
      '--path',
      path,
      '--title',
      `${template} page for the new-page test`,
      '--description',
      `The ${template} template, written by the new-page test. ${description}`.slice(0, 150),
      '--template',
      template,
    );
    expect(run.status).toBe(0);
    const { page } = readPage(`pages${path}.json`);
    expect(page.blocks.map((b) => b.type)).toEqual(types);
    const grid = page.blocks.find((b) => b.type === 'featureGrid');
    if (grid?.type === 'featureGrid') {
      expect(grid.cards.length).toBeGreaterThan(0);
      expect(grid.cards.every((card) => card.href?.startsWith('/'))).toBe(true);
    }
  });

  it('writes a case-study page that validates, kept out of search engines until its facts are approved', async () => {
    const run = await newPage(
      '--path',
      '/case-studies/shop-relaunch',
      '--title',
      'Shop Relaunch | {{company.name}}',
      '--description',
      `A case study written by the new-page test. ${description}`.slice(0, 150),
      '--template',
      'case-study',
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const { page } = readPage('pages/case-studies-shop-relaunch.json');
    expect(page.blocks.map((b) => b.type)).toEqual(['hero', 'caseStudy', 'cta']);
    expect(page.robots).toBe('noindex, follow');
    const [hero, study] = page.blocks;
    expect(hero?.type === 'hero' && hero.heading).toBe('Shop Relaunch');
    // Placeholders that tell the marketer what to write, never a made-up story or quote.
    if (study?.type !== 'caseStudy') throw new Error('no caseStudy block');
    expect(study.quote).toBeUndefined();
    for (const text of [...study.challenge, ...study.solution, ...study.results])
      expect(text).toMatch(/^Replace with /);
  });

  it('refuses a path another page has in another case, naming that page', async () => {
    const run = await newPage(
      '--path',
      '/CLOUD-backup',
      '--title',
      'Another backup page',
      '--description',
      description,
      '--template',
      'service',
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'the path "/CLOUD-backup" is already used by pages/cloud-backup.json',
    );
  });

  it('refuses a malformed path with the rule and an example', async () => {
    const run = await newPage(
      '--path',
      'cloud backup',
      '--title',
      'Cloud Backup Plans',
      '--description',
      description,
      '--template',
      'service',
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('the path "cloud backup" must start with "/"');
    expect(run.stderr).toContain('e.g. "/cloud-backup"');
  });

  it('refuses to overwrite an existing file', async () => {
    const run = await newPage(
      '--path',
      '/backup-plans',
      '--file',
      'pages/cloud-backup.json',
      '--title',
      'Backup plans and prices',
      '--description',
      `Plans: ${description}`,
      '--template',
      'service',
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('pages/cloud-backup.json already exists');
    expect(existsSync(join(project.dir, 'pages/backup-plans.json'))).toBe(false);
  });

  it('fails with the usage text when values are missing and there is no terminal to ask in', async () => {
    const run = await newPage('--path', '/backup-plans');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Missing --title, --description, --template');
    expect(run.stderr).toContain('Usage: npm run new-page --');
  });

  it('asks for each missing value, explains a refused answer and asks again', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    // A path that exists, then a free one; Enter for the suggested title; then the rest.
    const own = `Backup plans: ${description}`;
    input.end(['/Cloud-Backup', '/backup-plans', '', own, 'legal', ''].join('\n'));
    const answers = await askMissing({}, readProject(project.dir), { input, output });
    expect(answers).toEqual({
      path: '/backup-plans',
      file: 'pages/backup-plans.json',
      title: 'Backup Plans | {{company.name}}',
      description: own,
      template: 'legal',
    });
    expect(shown).toContain(
      '✗ the path "/Cloud-Backup" is already used by pages/cloud-backup.json',
    );
    expect(shown).toContain('[Backup Plans | {{company.name}}]');
    // Names padded to the longest one, "case-study", so the descriptions line up.
    expect(shown).toContain('  hub        hero, a grid of cards linking to other pages');
    expect(shown).toContain('  case-study hero, client facts');
  });
});
