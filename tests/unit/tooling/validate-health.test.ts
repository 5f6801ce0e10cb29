import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempProject } from '../../../scripts/temp-project';
import { main } from '../../../scripts/validate/main';
import { runInProcess } from '../../support/cli';

// Issue 45's page: a second hero (two main headings), a "Click here" button with nothing better
// for screen readers, and a description copied from another page.
const file = 'pages/contact-info.json';
const source = 'pages/home.json';
let project: ReturnType<typeof tempProject>;
let expected: string[];

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

beforeAll(() => {
  project = tempProject('health');
  const page = readJson(join(project.dir, file));
  const home = readJson(join(project.dir, source));
  if (!isRecord(page) || !isRecord(home) || !Array.isArray(page.blocks)) throw new Error('pages');
  const hero = readJson('src/blocks/hero/example.json');
  const blocks = [
    ...page.blocks,
    hero,
    {
      type: 'cta',
      heading: 'Ready when you are',
      actions: [{ label: 'Click here', opens: 'enquiry' }],
    },
  ];
  writeFileSync(
    join(project.dir, file),
    JSON.stringify({ ...page, description: home.description, blocks }, null, 2),
  );
  const n = page.blocks.length;
  expected = [`/blocks/${n}/heading`, `/blocks/${n + 1}/actions/0/label`, '/description'];
});
afterAll(() => project.remove());

async function validate(...args: string[]) {
  const run = await runInProcess(main, args, { cwd: project.dir });
  return { ...run, lines: run.out.split('\n').filter((line) => line.startsWith(`${file}:`)) };
}

describe('npm run validate: page health', { timeout: 120_000 }, () => {
  it('prints three located warnings for the page and exits 0', async () => {
    const run = await validate();
    expect(run.status).toBe(0);
    expect(run.lines).toHaveLength(3);
    for (const pointer of expected)
      expect(run.lines).toContainEqual(
        expect.stringMatching(new RegExp(`^${file}:\\d+:\\d+  ${pointer}  warning: `)),
      );
    // The page the description was copied from is told too.
    expect(run.out).toMatch(new RegExp(`^${source}:\\d+:\\d+  /description  warning: `, 'm'));
    expect(run.err).toMatch(/⚠ 4 warnings \(not errors\)/);
  });

  it('fails with --strict', async () => {
    const run = await validate('--strict');
    expect(run.status).toBe(1);
    expect(run.lines).toHaveLength(3);
  });

  it('prints GitHub annotations at warning level, and JSON with each finding’s check', async () => {
    const github = await validate('--format', 'github');
    expect(github.status).toBe(0);
    const annotations = github.out.split('\n').filter((l) => l.includes(`file=${file},`));
    expect(annotations).toHaveLength(3);
    for (const line of annotations)
      expect(line).toMatch(/^::warning file=[^,]+,line=\d+,col=\d+::/);

    const json = await validate('--format', 'json');
    const parsed: unknown = JSON.parse(json.out);
    const mine = (Array.isArray(parsed) ? parsed : []).filter(
      (p: unknown) => isRecord(p) && p.file === file,
    );
    expect(mine.map((p) => [p.pointer, p.severity, p.check])).toEqual(
      expect.arrayContaining([
        [expected[0], 'warning', 'one-h1'],
        [expected[1], 'warning', 'link-text'],
        [expected[2], 'warning', 'unique-description'],
      ]),
    );
  });

  it('reports a check the site config makes an error as an error, and exits 1', async () => {
    const config = join(project.dir, 'site.config.json');
    const original = readFileSync(config, 'utf8');
    const site = readJson(config);
    if (!isRecord(site)) throw new Error('site config');
    writeFileSync(config, JSON.stringify({ ...site, health: { errors: ['one-h1'] } }, null, 2));
    try {
      const run = await validate();
      expect(run.status).toBe(1);
      expect(run.lines.find((l) => l.includes(expected[0]!))).not.toContain('warning:');
      expect(run.lines.filter((l) => l.includes('warning:'))).toHaveLength(2);
    } finally {
      writeFileSync(config, original);
    }
  });

  it('refuses an unknown check name in the site config', async () => {
    const config = join(project.dir, 'site.config.json');
    const original = readFileSync(config, 'utf8');
    const site = readJson(config);
    if (!isRecord(site)) throw new Error('site config');
    writeFileSync(config, JSON.stringify({ ...site, health: { errors: ['h1-twice'] } }, null, 2));
    try {
      const run = await validate();
      expect(run.status).toBe(1);
      expect(run.out).toMatch(/^site\.config\.json:\d+:\d+ {2}\/health\/errors\/0 {2}/m);
    } finally {
      writeFileSync(config, original);
    }
  });
});

describe('npm run validate on the site’s own pages', { timeout: 120_000 }, () => {
  it('is clean under --strict', async () => {
    const run = await runInProcess(main, ['--strict'], { cwd: process.cwd() });
    expect(run.err).not.toMatch(/warning/);
    expect(run.status).toBe(0);
  });
});
