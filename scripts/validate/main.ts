/**
 * Checks every page and the site config: JSON syntax, the committed JSON Schemas (as CI and
 * editors see them), then the checks a schema cannot express. Lists every problem as
 * `file:LINE:COL  /json/pointer  message`, then the page health warnings (decisions.md #104), and
 * exits 1 when there is any problem; with --strict also when there is a warning.
 *
 *   npm run validate [-- FILE ...] [--watch] [--strict] [--format human|github|json] [--root DIR]
 *                    [--pages DIR ...] [--site FILE]
 *
 * Named files are checked against all pages (their links must resolve, their path be unique)
 * and only their problems are listed. --watch checks again whenever a page or the site config
 * changes, until Ctrl+C.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { committedSchemaCheck } from '../../src/engine/validation/committed-schemas';
import type { ProblemFormat } from '../../src/engine/validation/problem';
import type { CliIo } from '../cli/io';
import { relativeToRoot, validateAndReport, type ValidateRun } from './report';
import { watchFiles } from './watch';

/**
 * `npm run validate -- …argv`: 0 when everything is valid (warnings allowed, unless --strict);
 * with --watch it never returns.
 */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'human' },
      root: { type: 'string', default: '.' },
      pages: { type: 'string', multiple: true, default: ['pages'] },
      site: { type: 'string', default: 'site.config.json' },
      watch: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
    },
  });
  const formats: ProblemFormat[] = ['human', 'github', 'json'];
  const format = formats.find((f) => f === values.format);
  if (!format) {
    io.err(`unknown --format "${values.format}"; use one of: ${formats.join(', ')}\n`);
    return 2;
  }

  const root = resolve(io.cwd, values.root);
  const run: ValidateRun = {
    root,
    pageDirs: values.pages,
    siteFile: values.site,
    only: positionals.map((file) => relativeToRoot(root, file, io.cwd)),
    format,
    strict: values.strict,
    schemaCheck: committedSchemaCheck(root),
  };

  if (!values.watch) return validateAndReport(run, io) ? 0 : 1;

  // A file deleted while it is read fails that run only; the next change checks again.
  const report = () => {
    try {
      validateAndReport(run, io);
    } catch (error) {
      io.err(`✗ could not check: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  };
  // Watching starts before the first check, so a change made while it runs is not missed.
  watchFiles(root, values.pages, [values.site], () => {
    io.err(`\n— ${new Date().toLocaleTimeString()}, checking again\n`);
    report();
  });
  io.err('Watching pages and the site config for changes; Ctrl+C stops.\n');
  report();
  return new Promise<number>(() => {});
}
