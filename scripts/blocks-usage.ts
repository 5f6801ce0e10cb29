/**
 * `npm run blocks:usage`: which pages use which block types, and which pages would stop
 * validating with the block schemas in the working tree, each with its first located problem.
 * Change a block's schema.ts, run this, and see the blast radius before merging.
 *
 *   npm run blocks:usage [-- --json] [--root DIR]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { listPageFiles } from '../src/engine/validation/check-project';
import { formatProblems } from '../src/engine/validation/problem';
import { jsonSchemaCheck, schemaImpact, workingTreeCheck } from './blocks-usage/impact';
import { blockUsage, timesUsed } from './blocks-usage/usage';

const { values } = parseArgs({
  options: { json: { type: 'boolean', default: false }, root: { type: 'string', default: '.' } },
});
const root = resolve(values.root);
const schemaFile = 'schemas/page.schema.json';

/** The page schema before the change: the last commit's, else the generated file on disk. */
function schemaBefore(): string | undefined {
  const git = spawnSync('git', ['show', `HEAD:${schemaFile}`], { cwd: root, encoding: 'utf8' });
  if (git.status === 0 && git.stdout) return git.stdout;
  return existsSync(join(root, schemaFile))
    ? readFileSync(join(root, schemaFile), 'utf8')
    : undefined;
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
};
const pageFiles = listPageFiles(root);
const site = readJson('site.config.json');
const usage = blockUsage(pageFiles.map((file) => ({ file, value: readJson(file) })));
const before = schemaBefore();
const failing = schemaImpact({
  root,
  pageFiles,
  site,
  check: workingTreeCheck(),
  before: before === undefined ? undefined : jsonSchemaCheck(before),
});

if (values.json) {
  console.log(
    JSON.stringify(
      {
        usage: usage.map((u) => ({
          ...u,
          times: timesUsed(u),
          pages: Object.fromEntries(u.pages),
        })),
        failing,
      },
      null,
      2,
    ),
  );
  process.exit(failing.length === 0 ? 0 : 1);
}

/** Comma-separated names in lines of at most 100 characters, each indented. */
function wrap(names: string[], indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const item of names.map((n, i) => (i < names.length - 1 ? `${n},` : n))) {
    if (line && indent.length + line.length + item.length + 1 > 100) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${item}` : item;
  }
  lines.push(line);
  return lines.map((l) => indent + l).join('\n');
}

const name = (file: string) => file.replace(/^pages\//, '').replace(/\.json$/, '');
const width = Math.max(...usage.map((u) => u.type.length));
console.log(`Block types in ${pageFiles.length} pages:\n`);
for (const u of usage) {
  const label = u.type.padEnd(width);
  if (u.pages.size === 0) {
    console.log(`  ${label}  not used by any page`);
    continue;
  }
  const where = [...u.pages].map(([file, n]) => (n > 1 ? `${name(file)} ×${n}` : name(file)));
  const unknown = u.registered ? '' : '  (not a registered block type)';
  console.log(
    `  ${label}  ${timesUsed(u)}× on ${u.pages.size} page${u.pages.size === 1 ? '' : 's'}${unknown}`,
  );
  console.log(wrap(where, `  ${' '.repeat(width)}  `));
}

console.log('\nChecked against the block schemas in the working tree (src/blocks/*/schema.ts):');
if (failing.length === 0) {
  console.log(`✓ all ${pageFiles.length} pages validate.`);
  process.exit(0);
}
const fresh = failing.filter((f) => !f.failedBefore).length;
console.log(
  `✗ ${failing.length} page${failing.length === 1 ? '' : 's'} would not validate${before ? ` (${fresh} of them validate with ${schemaFile} at HEAD)` : ''}:`,
);
for (const { problems, failedBefore } of failing) {
  const [first, ...rest] = problems;
  if (!first) continue;
  const more = rest.length > 0 ? ` (+${rest.length} more)` : '';
  const old = before && failedBefore ? ' [already failing before this change]' : '';
  console.log(`  ${formatProblems([first])}${more}${old}`);
}
process.exit(1);
