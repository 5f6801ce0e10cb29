/**
 * Checks every page and the site config: JSON syntax, the committed JSON Schemas (with ajv-cli,
 * as CI and editors see them), then the checks a schema cannot express. Lists every problem as
 * `file:LINE:COL  /json/pointer  message` and exits 1 when there is any.
 *
 *   npm run validate [-- --format human|github|json] [--root DIR] [--pages DIR ...] [--site FILE]
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { ajvCliSchemaCheck } from '../src/engine/build/validation/ajv-cli';
import { checkProject, listPageFiles } from '../src/engine/build/validation/check-project';
import { formatProblems, type ProblemFormat } from '../src/engine/build/validation/problem';

const { values } = parseArgs({
  options: {
    format: { type: 'string', default: 'human' },
    root: { type: 'string', default: '.' },
    pages: { type: 'string', multiple: true, default: ['pages'] },
    site: { type: 'string', default: 'site.config.json' },
  },
});
const formats: ProblemFormat[] = ['human', 'github', 'json'];
const format = formats.find((f) => f === values.format);
if (!format) {
  console.error(`unknown --format "${values.format}"; use one of: ${formats.join(', ')}`);
  process.exit(2);
}

const root = resolve(values.root);
const pageFiles = values.pages.flatMap((dir) => listPageFiles(root, dir));
const { problems, pages } = checkProject({
  root,
  pageFiles,
  siteFile: values.site,
  schemaCheck: ajvCliSchemaCheck(root, pageFiles, values.site),
});

if (format === 'json') console.log(formatProblems(problems, 'json'));
else if (problems.length > 0) console.log(formatProblems(problems, format));

if (format === 'human') {
  console.error(
    problems.length === 0
      ? `✓ ${pages.length} pages and ${values.site} are valid`
      : `✗ ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} file(s)`,
  );
}
process.exit(problems.length === 0 ? 0 : 1);
