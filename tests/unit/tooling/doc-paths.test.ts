import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A `src/…` path a document names, where it names it. */
interface NamedPath {
  line: number;
  path: string;
}

// `src/` at the start of a path (not `dist/src/`, not `mysrc/`), then path characters; a `{…}`
// group may hold commas and spaces (`src/blocks/hero/{schema.ts, Block.tsx}`).
const pathPattern = /(?<![\w.\-/@])(?:\.\.?\/)*src\/(?:\{[^{}\n]*\}|[\w.\-/<>*…@[\]$])*/g;

/** Each `{a,b}` group gives one path per choice, as a shell would: `x/{a,b}.ts` → `x/a.ts`, `x/b.ts`. */
function expand(path: string): string[] {
  const group = /\{([^{}]*)\}/.exec(path);
  if (!group) return [path];
  const [whole, choices = ''] = group;
  return choices
    .split(',')
    .map((choice) => choice.trim())
    .flatMap((choice) => expand(path.replace(whole, choice)));
}

/**
 * Every `src/…` path a Markdown text names, in prose, code or links, with its line. Globs (`*`)
 * and placeholders (`<name>`, `…`) name no one file and are left out; a trailing `.` ends the
 * sentence, not the path.
 */
function srcPaths(text: string): NamedPath[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(pathPattern)]
      .map(([match]) => match.replace(/^(?:\.\.?\/)+/, '').replace(/\.+$/, ''))
      .filter((path) => !/[*<>…$[\]]|\.\.\./.test(path))
      .flatMap(expand)
      .map((path) => ({ line: index + 1, path })),
  );
}

const root = process.cwd();
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
].sort();

describe('src/ paths named in the docs', () => {
  it('finds paths in backticks, links and prose, expanding {a,b} and skipping globs and placeholders', () => {
    const text = [
      'The routes are in `src/server/routes/` and [the hero](../src/blocks/hero/Block.tsx).',
      'A block is `src/blocks/feature-grid/{schema.ts, Block.tsx}`; see src/engine/paths.ts.',
      'Not these: `src/blocks/<name>/schema.ts`, `src/**/*.ts`, `src/forms/…`, dist/src/x.ts.',
      '    src/server/app.ts:42 in a stack trace',
    ].join('\n');
    expect(srcPaths(text)).toEqual([
      { line: 1, path: 'src/server/routes/' },
      { line: 1, path: 'src/blocks/hero/Block.tsx' },
      { line: 2, path: 'src/blocks/feature-grid/schema.ts' },
      { line: 2, path: 'src/blocks/feature-grid/Block.tsx' },
      { line: 2, path: 'src/engine/paths.ts' },
      { line: 4, path: 'src/server/app.ts' },
    ]);
  });

  it('all exist, so a moved or removed file cannot leave a doc pointing at nothing', () => {
    const missing = docs.flatMap((doc) =>
      srcPaths(readFileSync(join(root, doc), 'utf8'))
        .filter(({ path }) => !existsSync(join(root, path)))
        .map(({ line, path }) => `${relative(root, join(root, doc))}:${line}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
