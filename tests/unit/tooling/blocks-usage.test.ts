import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockUsage, timesUsed } from '../../../scripts/blocks-usage/usage';
import { listPageFiles } from '../../../src/engine/validation/check-project';
import { parseLocatedJson } from '../../../src/engine/validation/locate';
import { tempProject, tsx } from '../../../scripts/temp-project';

describe('block usage', () => {
  it('counts each block type per page, including types that are not registered', () => {
    const usage = blockUsage([
      {
        file: 'pages/a.json',
        value: { blocks: [{ type: 'hero' }, { type: 'faq' }, { type: 'faq' }] },
      },
      { file: 'pages/b.json', value: { blocks: [{ type: 'faq' }, { type: 'heroo' }] } },
      { file: 'pages/broken.json', value: undefined },
    ]);
    const of = (type: string) => usage.find((u) => u.type === type);
    expect(of('faq')?.pages).toEqual(
      new Map([
        ['pages/a.json', 2],
        ['pages/b.json', 1],
      ]),
    );
    const faq = of('faq');
    expect(faq && timesUsed(faq)).toBe(3);
    expect(of('hero')?.pages.size).toBe(1);
    expect(of('cta')?.pages.size).toBe(0); // registered, unused: still listed
    expect(of('heroo')).toMatchObject({ registered: false });
  });
});

describe('npm run blocks:usage after a schema change', { timeout: 120_000 }, () => {
  let project: ReturnType<typeof tempProject>;
  beforeAll(() => {
    project = tempProject('usage');
    // The change under test: every FAQ block now needs an "intro".
    const schema = join(project.dir, 'src/blocks/faq/schema.ts');
    const text = readFileSync(schema, 'utf8');
    const changed = text.replace(
      "type: z.literal('faq'),",
      "type: z.literal('faq'),\n    intro: z.string().min(1).describe('A sentence under the heading.'),",
    );
    expect(changed).not.toBe(text);
    writeFileSync(schema, changed);
  });
  afterAll(() => project.remove());

  const run = (...args: string[]) =>
    spawnSync(process.execPath, [...tsx, 'scripts/blocks-usage.ts', ...args], {
      cwd: project.dir,
      encoding: 'utf8',
    });

  // Where each page's FAQ blocks are, read from the pages themselves.
  const faqBlocks = () =>
    listPageFiles(project.dir).flatMap((file) => {
      const parsed = parseLocatedJson(readFileSync(join(project.dir, file), 'utf8'));
      if (!parsed.ok) return [];
      const value: unknown = parsed.json.value;
      const blocks =
        typeof value === 'object' && value !== null && 'blocks' in value ? value.blocks : [];
      const index = (Array.isArray(blocks) ? blocks : []).findIndex(
        (b: unknown) => typeof b === 'object' && b !== null && 'type' in b && b.type === 'faq',
      );
      if (index === -1) return [];
      const { line, col } = parsed.json.locate(`/blocks/${index}`);
      return [`${file}:${line}:${col}  /blocks/${index}  missing required field "intro"`];
    });

  it('names every page the change breaks, with its first located problem, and only those', () => {
    const expected = faqBlocks();
    expect(expected.length).toBeGreaterThan(0);
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `✗ ${expected.length} pages would not validate (${expected.length} of them validate with schemas/page.schema.json at HEAD):`,
    );
    const reported = result.stdout.split('\n').filter((l) => l.startsWith('  pages/'));
    expect(reported.map((l) => l.trim().replace(/ \(A sentence.*$/, ''))).toEqual(expected);
    expect(result.stdout).toMatch(/\n {2}faq +\d+× on \d+ pages\n/);
  });

  it('gives the same report as JSON for scripts', () => {
    const result = run('--json');
    expect(result.status).toBe(1);
    const report: unknown = JSON.parse(result.stdout);
    const failing =
      typeof report === 'object' &&
      report !== null &&
      'failing' in report &&
      Array.isArray(report.failing)
        ? report.failing
        : [];
    expect(failing).toHaveLength(faqBlocks().length);
    expect(failing[0]).toMatchObject({
      failedBefore: false,
      problems: [
        {
          pointer: expect.stringMatching(/^\/blocks\/\d+$/),
          message: expect.stringContaining('"intro"'),
        },
      ],
    });
  });
});
