/**
 * `npm run new-page`: scaffolds pages/<name>.json from a template, checks it like
 * `npm run validate` and prints the next steps. Asks for what is missing when run in a terminal.
 *
 *   npm run new-page -- --path /cloud-backup --title "Cloud Backup | {{company.name}}" \
 *     --description "…50–160 characters…" --template service|hub|legal|case-study [--file pages/x.json]
 */
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { formatProblems } from '../../src/engine/validation/problem';
import { CliExit, type CliIo } from '../cli/io';
import { templateList, templates } from '../../src/server/new-page/checks';
import { newPageProblems } from '../../src/server/new-page/new-page-problems';
import { readProject } from '../../src/server/new-page/project';
import { askMissing, type Answers } from './prompt';
import { writePage } from '../../src/server/new-page/write-page';

const usage = `Usage: npm run new-page -- --path /cloud-backup --title "Cloud Backup | {{company.name}}"
         --description "What the page offers, 50–160 characters." --template service [--file pages/cloud-backup.json]

  --path         URL of the page, starting with "/" (must not be used by another page, in any case)
  --title        10–60 characters, shown in the browser tab and search results
  --description  50–160 characters, the snippet under the title in search results
  --template     the example blocks the page starts with:
${templateList('                   ')}
  --file         page file to write (default: from the path, e.g. pages/cloud-backup.json)

Run it in a terminal without options to be asked for each value.`;

function fail(message: string, code = 1): never {
  throw new CliExit(code, message);
}

function readArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        path: { type: 'string' },
        title: { type: 'string' },
        description: { type: 'string' },
        template: { type: 'string' },
        file: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`, 2);
  }
}

/** `npm run new-page -- …argv`: 0 when the page is written and valid. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const { help, template, ...texts } = readArgs(argv);
  if (help) {
    io.out(`${usage}\n`);
    return 0;
  }
  const facts = readProject(io.cwd);
  const [refusal] = newPageProblems({ ...texts, template }, facts);
  if (refusal) {
    // The file derived from the path is taken: the way out on the command line is --file.
    const hint = refusal.field === 'file' && texts.file === undefined;
    fail(`✗ ${refusal.message}${hint ? '; pass --file pages/<another-name>.json' : ''}`);
  }
  const given: Answers = { ...texts, template: templates.find((t) => t === template) };

  const missing = (['path', 'title', 'description', 'template'] as const).filter(
    (key) => given[key] === undefined,
  );
  if (missing.length > 0 && !io.stdin.isTTY) {
    fail(
      `Missing ${missing.map((m) => `--${m}`).join(', ')} (no terminal to ask in).\n\n${usage}`,
      2,
    );
  }
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      io.out(String(chunk));
      done();
    },
  });
  const page = await askMissing(given, facts, { input: io.stdin, output });
  const problems = await writePage(page, page.file, facts);
  if (problems.length > 0) {
    fail(`Wrote ${page.file}, but it does not validate:\n${formatProblems(problems)}`);
  }

  io.out(`
✓ Wrote ${page.file} (${page.template} page for ${page.path}); it passes validation.

Next steps:
  1. Open ${page.file} in your editor and replace the example texts. The "$schema" line lets the
     editor suggest fields and underline mistakes. All blocks and their fields: docs/blocks.md.
  2. npm run validate     checks every page and names the file, line and field of any problem.
  3. npm run dev          then open http://localhost:5173${encodeURI(page.path)}
                          (and http://localhost:5173/_catalogue to see every block).
`);
  return 0;
}
