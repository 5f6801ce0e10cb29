import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempProject } from '../../../scripts/temp-project';
import { main } from '../../../scripts/validate/main';
import { runInProcess } from '../../support/cli';

const fixture = 'tooling-broken.json';
const file = `pages/${fixture}`;
let project: ReturnType<typeof tempProject>;

beforeAll(() => {
  project = tempProject('formats');
  copyFileSync(join('tests/fixtures/pages/invalid', fixture), join(project.dir, file));
});
afterAll(() => project.remove());

/** `npm run validate -- …args` in the project, run in this process (validate-cli runs it as one). */
async function validate(...args: string[]) {
  const { status, out: stdout, err: stderr } = await runInProcess(main, args, { cwd: project.dir });
  // Other pages may be mid-edit in the working tree: look only at the fixture's lines.
  const lines = stdout.split('\n').filter((line) => line.includes(file));
  return { status, stdout, stderr, lines };
}

// Where the fixture's four mistakes are, as an editor shows them.
const expected = [
  { line: 6, col: 3, pointer: '/robots', text: 'Allowed values: "index, follow"' },
  {
    line: 14,
    col: 11,
    pointer: '/blocks/0/actions/0/opens',
    text: 'the text "chat" is not allowed',
  },
  { line: 20, col: 7, pointer: '/blocks/1/updated', text: 'must be a date like "2026-01-31"' },
  { line: 23, col: 11, pointer: '/blocks/1/sections/0/titel', text: 'did you mean "title"?' },
];

describe('npm run validate output formats', { timeout: 120_000 }, () => {
  it('human format lists each problem as file:line:col, pointer and message', async () => {
    const run = await validate();
    expect(run.status).toBe(1);
    expect(run.lines).toHaveLength(expected.length);
    expected.forEach((p, i) => {
      expect(run.lines[i]).toContain(`${file}:${p.line}:${p.col}  ${p.pointer}  `);
      expect(run.lines[i]).toContain(p.text);
    });
    expect(run.stderr).toMatch(/✗ \d+ problems? in \d+ file/);
  });

  it('github format prints one ::error annotation per problem with file, line and column', async () => {
    const run = await validate('--format', 'github');
    expect(run.status).toBe(1);
    expect(run.lines).toHaveLength(expected.length);
    expected.forEach((p, i) => {
      expect(run.lines[i]).toMatch(
        new RegExp(`^::error file=${file},line=${p.line},col=${p.col}::${p.pointer} `),
      );
      expect(run.lines[i]).toContain(p.text);
    });
  });

  it('json format prints a machine-readable list with the same problems', async () => {
    const run = await validate('--format', 'json');
    expect(run.status).toBe(1);
    const parsed: unknown = JSON.parse(run.stdout);
    expect(Array.isArray(parsed)).toBe(true);
    const mine = (Array.isArray(parsed) ? parsed : []).filter(
      (p: unknown) => typeof p === 'object' && p !== null && 'file' in p && p.file === file,
    );
    expect(mine).toEqual(
      expected.map((p) => ({
        file,
        line: p.line,
        col: p.col,
        pointer: p.pointer,
        message: expect.stringContaining(p.text),
      })),
    );
  });
});
