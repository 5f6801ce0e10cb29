/**
 * Upgrades page files to the page format this engine reads (docs/pages.md, "Page format and
 * migrations"), in place, through the one page serializer. A page already current is not
 * touched, so a second run changes nothing.
 *
 *   npm run migrate [-- FILE ...] [--check] [--dry-run] [--root DIR] [--pages DIR ...]
 *
 * --check writes nothing and exits 1 when a page needs migrating, listing it; --dry-run lists
 * what would change and writes nothing. Exits 1 when a page cannot be migrated (not JSON, a
 * format newer than the engine knows).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { listPageFiles } from '../../src/engine/validation/check-project';
import { currentPageFormat } from '../../src/schema/page-format-version';
import type { CliIo } from '../cli/io';
import { relativeToRoot } from '../validate/report';
import { planFile, type FilePlan } from './plan-file';

const describe = (plan: Extract<FilePlan, { kind: 'migrate' }>) =>
  `format ${plan.from} → ${plan.to}${plan.changes.length > 0 ? `: ${plan.changes.join('; ')}` : ' (no other change)'}`;

const count = (n: number) => `${n} page${n === 1 ? '' : 's'}`;

/** `npm run migrate -- …argv`: 1 when a page cannot be migrated, or with --check needs it. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const log = (line: string) => io.out(`${line}\n`);
  const warn = (line: string) => io.err(`${line}\n`);
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      check: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      root: { type: 'string', default: '.' },
      pages: { type: 'string', multiple: true, default: ['pages'] },
    },
  });
  const root = resolve(io.cwd, values.root);
  const files =
    positionals.length > 0
      ? positionals.map((file) => relativeToRoot(root, file, io.cwd))
      : values.pages.flatMap((dir) => listPageFiles(root, dir));

  const plans = files.map((file) => ({
    file,
    plan: existsSync(join(root, file))
      ? planFile(readFileSync(join(root, file), 'utf8'))
      : ({ kind: 'refused', reason: 'there is no such file' } satisfies FilePlan),
  }));
  const pending = plans.flatMap(({ file, plan }) =>
    plan.kind === 'migrate' ? [{ file, plan }] : [],
  );
  const refused = plans.flatMap(({ file, plan }) =>
    plan.kind === 'refused' ? [{ file, plan }] : [],
  );

  for (const { file, plan } of pending) {
    if (values.check) log(`${file}  in page format ${plan.from}: needs migrating`);
    else if (values['dry-run']) log(`${file}  would change: ${describe(plan)}`);
    else {
      // Written beside the file and renamed over it, so the file is always whole.
      const temp = `${join(root, file)}.${process.pid}.tmp`;
      writeFileSync(temp, plan.text);
      renameSync(temp, join(root, file));
      log(`✓ ${file}  ${describe(plan)}`);
    }
  }
  for (const { file, plan } of refused) warn(`✗ ${file}  not migrated: ${plan.reason}`);

  const current = files.length - pending.length - refused.length;
  if (pending.length === 0) {
    const which =
      refused.length > 0
        ? `${count(current)} ${current === 1 ? 'is' : 'are'}`
        : current === 1
          ? 'The page is'
          : `All ${count(current)} are`;
    if (current > 0)
      log(`✓ ${which} already in page format ${currentPageFormat}; nothing to change.`);
  } else if (values.check)
    log(
      `✗ ${count(pending.length)} ${pending.length === 1 ? 'needs' : 'need'} migrating to page format ${currentPageFormat}: run \`npm run migrate\`.`,
    );
  else if (values['dry-run'])
    log(
      `${count(pending.length)} would change; nothing was written (run without --dry-run to write them).`,
    );
  else {
    const kept = current > 0 ? `; the ${count(current)} already in it were left as they were` : '';
    log(
      `Migrated ${count(pending.length)} to page format ${currentPageFormat}${kept}. Check them with \`npm run validate\`.`,
    );
  }
  return refused.length > 0 || (values.check && pending.length > 0) ? 1 : 0;
}
