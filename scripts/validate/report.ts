import { resolve } from 'node:path';
import { listPageFiles } from '../../src/engine/validation/check-project';
import { checkProject } from '../../src/app/project';
import type { SchemaCheck } from '../../src/engine/validation/ajv';
import type { CliIo } from '../cli/io';
import {
  formatProblems,
  type Problem,
  type ProblemFormat,
} from '../../src/engine/validation/problem';

export interface ValidateRun {
  root: string;
  pageDirs: string[];
  siteFile: string;
  /** Files to report on (relative to root); empty for every page and the site config. */
  only: string[];
  format: ProblemFormat;
  /** Warnings fail the run too. */
  strict?: boolean;
  schemaCheck: SchemaCheck;
}

/**
 * Checks the project once, prints the result in the chosen format (the errors, then the
 * warnings) and tells whether it passed: no error, and with `strict` no warning either.
 */
export function validateAndReport(run: ValidateRun, io: Pick<CliIo, 'out' | 'err'>): boolean {
  const log = (text: string) => io.out(`${text}\n`);
  const warn = (text: string) => io.err(`${text}\n`);
  const listed = run.pageDirs.flatMap((dir) => listPageFiles(run.root, dir));
  // A named page outside the page folders still joins the set its links and path are checked in.
  const pageFiles = [
    ...listed,
    ...run.only.filter((f) => f !== run.siteFile && !listed.includes(f)),
  ];
  const check = checkProject({
    root: run.root,
    pageFiles,
    siteFile: run.siteFile,
    schemaCheck: run.schemaCheck,
  });
  // Every file is checked, since links and paths are checked across pages; only the named
  // files' problems are shown.
  const shown = (list: Problem[]) =>
    run.only.length === 0 ? list : list.filter((p) => run.only.includes(p.file));
  const problems = shown(check.problems);
  const warnings = shown(check.warnings);

  if (run.format === 'json') log(formatProblems([...problems, ...warnings], 'json'));
  else if (problems.length + warnings.length > 0)
    log(formatProblems([...problems, ...warnings], run.format));
  if (run.format === 'human') {
    const what =
      run.only.length > 0
        ? `${run.only.join(', ')} ${run.only.length === 1 ? 'is' : 'are'} valid`
        : `${check.pages.length} pages and ${run.siteFile} are valid`;
    if (warnings.length > 0)
      warn(
        `⚠ ${warnings.length} warning${warnings.length === 1 ? '' : 's'}${run.strict ? ', which fail with --strict' : ' (not errors)'}`,
      );
    warn(
      problems.length === 0
        ? `✓ ${what}`
        : `✗ ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} file(s)`,
    );
  }
  return problems.length === 0 && !(run.strict && warnings.length > 0);
}

/** A file named on the command line (from `cwd`), as checkProject names it: relative to the root. */
export const relativeToRoot = (root: string, file: string, cwd = process.cwd()) =>
  resolve(cwd, file).slice(resolve(root).length + 1);
