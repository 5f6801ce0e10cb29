/**
 * Checks every page and the site config: JSON syntax, the committed JSON Schemas (as CI and
 * editors see them), then the checks a schema cannot express. Lists every problem as
 * `file:LINE:COL  /json/pointer  message` and exits 1 when there is any.
 *
 *   npm run validate [-- FILE ...] [--watch] [--format human|github|json] [--root DIR]
 *                    [--pages DIR ...] [--site FILE]
 *
 * Named files are checked against all pages (their links must resolve, their path be unique)
 * and only their problems are listed. --watch checks again whenever a page or the site config
 * changes, until Ctrl+C.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { committedSchemaCheck } from '../src/engine/validation/committed-schemas';
import type { ProblemFormat } from '../src/engine/validation/problem';
import { relativeToRoot, validateAndReport, type ValidateRun } from './validate/report';
import { watchFiles } from './validate/watch';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: 'string', default: 'human' },
    root: { type: 'string', default: '.' },
    pages: { type: 'string', multiple: true, default: ['pages'] },
    site: { type: 'string', default: 'site.config.json' },
    watch: { type: 'boolean', default: false },
  },
});
const formats: ProblemFormat[] = ['human', 'github', 'json'];
const format = formats.find((f) => f === values.format);
if (!format) {
  console.error(`unknown --format "${values.format}"; use one of: ${formats.join(', ')}`);
  process.exit(2);
}

const root = resolve(values.root);
const run: ValidateRun = {
  root,
  pageDirs: values.pages,
  siteFile: values.site,
  only: positionals.map((file) => relativeToRoot(root, file)),
  format,
  schemaCheck: committedSchemaCheck(root),
};

if (!values.watch) process.exit(validateAndReport(run) ? 0 : 1);

// A file deleted while it is read fails that run only; the next change checks again.
const report = () => {
  try {
    validateAndReport(run);
  } catch (error) {
    console.error(`✗ could not check: ${error instanceof Error ? error.message : String(error)}`);
  }
};
// Watching starts before the first check, so a change made while it runs is not missed.
watchFiles(root, values.pages, [values.site], () => {
  console.error(`\n— ${new Date().toLocaleTimeString()}, checking again`);
  report();
});
console.error('Watching pages and the site config for changes; Ctrl+C stops.');
report();
