import type { ProviderConfig } from '../../chat/provider';
import { isRecord } from '../../../schema/is-record';
import { currentPageFormat } from '../../../schema/page-format-version';
import { structuredCompletion, type Turn, type Usage } from './structured-completion';

/** A problem of the model's page, located by JSON Pointer as the validator names it. */
export interface LocatedProblem {
  pointer: string;
  message: string;
  severity?: 'warning';
}

/** What the model's drafting came to: a page that validates, or the problems it kept. */
export type ProviderOutcome =
  | { kind: 'valid'; page: Record<string, unknown>; repairs: number; usage: Usage }
  | { kind: 'invalid'; problems: LocatedProblem[]; repairs: number; usage: Usage };

/** Repair rounds after the first answer: enough for a slip, not a loop that costs without end. */
export const repairRounds = 2;

/** The model's answer as a page (path and format as given), or why it is not one. */
function pageOf(text: string, path: string): Record<string, unknown> | LocatedProblem[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [{ pointer: '', message: `the answer is not JSON (${String(error)})` }];
  }
  if (!isRecord(value)) return [{ pointer: '', message: 'the answer is not a JSON object' }];
  // The path is the studio's (free, and the file's name); the format is the current one.
  return { ...value, $schema: '../schemas/page.schema.json', format: currentPageFormat, path };
}

const listed = (problems: LocatedProblem[]) =>
  problems
    .map((p) => `- ${p.pointer || '/'}: ${p.severity ? 'warning: ' : ''}${p.message}`)
    .join('\n');

/**
 * Drafts the page with the model: its answer goes through `check` (the validator of the studio),
 * and the located problems go back to it for at most `repairRounds` more answers. Errors of the
 * provider (time-out, HTTP) are thrown for the caller to tell the editor.
 */
export async function draftWithProvider(options: {
  config: ProviderConfig;
  messages: Turn[];
  schema: Record<string, unknown>;
  path: string;
  check: (page: Record<string, unknown>) => LocatedProblem[];
  timeoutMs: number;
}): Promise<ProviderOutcome> {
  const { config, schema, path, check, timeoutMs } = options;
  const messages = [...options.messages];
  const usage: Usage = { promptTokens: 0, completionTokens: 0 };
  let problems: LocatedProblem[] = [];
  for (let round = 0; round <= repairRounds; round += 1) {
    const answer = await structuredCompletion(
      config,
      messages,
      { name: 'page', schema },
      timeoutMs,
    );
    usage.promptTokens += answer.usage.promptTokens;
    usage.completionTokens += answer.usage.completionTokens;
    const page = pageOf(answer.text, path);
    problems = Array.isArray(page) ? page : check(page);
    const errors = problems.filter((p) => p.severity !== 'warning');
    if (!Array.isArray(page) && errors.length === 0)
      return { kind: 'valid', page, repairs: round, usage };
    messages.push(
      { role: 'assistant', content: answer.text },
      {
        role: 'user',
        content: `The page does not validate. Fix these problems (JSON Pointer: message) and answer the whole page again:\n${listed(problems)}`,
      },
    );
  }
  return {
    kind: 'invalid',
    problems: problems.filter((p) => p.severity !== 'warning'),
    repairs: repairRounds,
    usage,
  };
}
