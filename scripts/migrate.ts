/**
 * Upgrades page files to the page format this engine reads (README "Page format and
 * migrations"), in place, through the one page serializer. A page already current is not
 * touched, so a second run changes nothing.
 *
 *   npm run migrate [-- FILE ...] [--check] [--dry-run] [--root DIR] [--pages DIR ...]
 *
 * --check writes nothing and exits 1 when a page needs migrating, listing it; --dry-run lists
 * what would change and writes nothing. Exits 1 when a page cannot be migrated (not JSON, a
 * format newer than the engine knows).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { listPageFiles } from '../src/engine/build/validation/check-project';
import { currentPageFormat } from '../src/schema/page-format-version';
import { planFile, type FilePlan } from './migrate/plan-file';
import { relativeToRoot } from './validate/report';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    check: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    root: { type: 'string', default: '.' },
    pages: { type: 'string', multiple: true, default: ['pages'] },
  },
});
const root = resolve(values.root);
const files =
  positionals.length > 0
    ? positionals.map((file) => relativeToRoot(root, file))
    : values.pages.flatMap((dir) => listPageFiles(root, dir));

const plans = files.map((file) => ({
  file,
  plan: planFile(readFileSync(join(root, file), 'utf8'), currentPageFormat),
}));
const pending = plans.flatMap(({ file, plan }) =>
  plan.kind === 'migrate' ? [{ file, plan }] : [],
);
const refused = plans.flatMap(({ file, plan }) =>
  plan.kind === 'refused' ? [{ file, plan }] : [],
);

const describe = (plan: Extract<FilePlan, { kind: 'migrate' }>) =>
  `format ${plan.from} → ${plan.to}${plan.changes.length > 0 ? `: ${plan.changes.join('; ')}` : ' (no other change)'}`;

for (const { file, plan } of pending) {
  if (values.check) console.log(`${file}  in page format ${plan.from}: needs migrating`);
  else if (values['dry-run']) console.log(`${file}  would change: ${describe(plan)}`);
  else {
    // Written beside the file and renamed over it, so the file is always whole.
    const temp = `${join(root, file)}.${process.pid}.tmp`;
    writeFileSync(temp, plan.text);
    renameSync(temp, join(root, file));
    console.log(`✓ ${file}  ${describe(plan)}`);
  }
}
for (const { file, plan } of refused) console.error(`✗ ${file}  not migrated: ${plan.reason}`);

const count = (n: number) => `${n} page${n === 1 ? '' : 's'}`;
if (pending.length === 0)
  console.log(
    `✓ ${files.length === 1 ? 'The page is' : `All ${count(files.length - refused.length)} are`} already in page format ${currentPageFormat}; nothing to change.`,
  );
else if (values.check)
  console.log(
    `✗ ${count(pending.length)} need migrating to page format ${currentPageFormat}: run \`npm run migrate\`.`,
  );
else if (values['dry-run'])
  console.log(
    `${count(pending.length)} would change; nothing was written (run without --dry-run to write them).`,
  );
else {
  const left = files.length - pending.length - refused.length;
  const kept = left > 0 ? `; the ${count(left)} already in it were left as they were` : '';
  console.log(
    `Migrated ${count(pending.length)} to page format ${currentPageFormat}${kept}. Check them with \`npm run validate\`.`,
  );
}
process.exit(refused.length > 0 || (values.check && pending.length > 0) ? 1 : 0);
