import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import {
  fileFor,
  fileProblem,
  pathProblem,
  templateList,
  templateProblem,
  templates,
  textProblem,
} from '../../src/server/new-page/checks';
import type { ProjectFacts } from '../../src/server/new-page/project';
import type { NewPage } from '../../src/server/new-page/templates';

export type Answers = Partial<NewPage & { file: string }>;

/** Title Case words of a path, for a suggested title: "/cloud-backup" → "Cloud Backup". */
function words(path: string): string {
  return path
    .split(/[/_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Asks for every value not given on the command line, one question at a time, and asks again
 * with the reason when an answer cannot be used. Enter accepts the suggestion in [brackets].
 */
export async function askMissing(
  given: Answers,
  facts: ProjectFacts,
  io: { input: Readable; output: Writable },
): Promise<NewPage & { file: string }> {
  const rl = createInterface({ input: io.input, terminal: false });
  // The iterator buffers lines typed (or piped) before a question is asked.
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (
    question: string,
    problem: (answer: string) => string | undefined,
    suggestion = '',
  ): Promise<string> => {
    for (;;) {
      io.output.write(`${question}${suggestion ? ` [${suggestion}]` : ''}: `);
      const line = await lines.next();
      if (line.done) throw new Error('input ended before every question was answered');
      const answer = line.value.trim() || suggestion;
      const why = answer ? problem(answer) : 'an answer is needed';
      if (!why) return answer;
      io.output.write(`  ✗ ${why}\n`);
    }
  };
  try {
    const path =
      given.path ??
      (await ask('Path of the page (its URL, e.g. /cloud-backup)', (a) => pathProblem(a, facts)));
    const derived = fileFor(path);
    const file =
      given.file ??
      (fileProblem(derived, facts)
        ? await ask('File name in pages/', (a) => fileProblem(a, facts))
        : derived);
    const title =
      given.title ??
      (await ask(
        'Title, 10–60 characters (browser tab and search results)',
        (a) => textProblem('title', a, facts),
        `${words(path)} | {{company.name}}`,
      ));
    const description =
      given.description ??
      (await ask('Description, 50–160 characters (the snippet in search results)', (a) =>
        textProblem('description', a, facts),
      ));
    let template = given.template;
    if (!template) {
      io.output.write(`Templates:\n${templateList('  ')}\n`);
      const name = await ask('Template', templateProblem, 'service');
      template = templates.find((t) => t === name) ?? 'service';
    }
    return { path, file, title, description, template };
  } finally {
    rl.close();
  }
}
