import type { ProviderConfig } from '../../chat/provider';
import { readProject } from '../../new-page/project';
import { checkPage } from '../check-page';
import { resolveStudioPath } from '../file-access';
import { HttpError } from '../../http/http-error';
import { draftFromBrief, type Reserved } from './draft-page';
import { generatedTexts } from './generated-texts';
import type { Intent } from './intent';
import { draftMessages, draftSchema } from './model-prompt';
import type { BriefInput } from './parse-brief';
import { draftWithProvider, repairRounds, type LocatedProblem } from './provider-draft';
import { ProviderError, type Usage } from './structured-completion';

/** What the studio asks for: the brief, and whether the model may draft it (when there is one). */
export interface BriefRequest extends BriefInput {
  mode: 'auto' | 'rules';
}

/** A drafted page, not yet kept anywhere, or why there is none. */
export type BriefAnswer =
  | {
      status: 200;
      file: string;
      page: Record<string, unknown>;
      /** The page's texts, each marked as drafted in the studio until edited or accepted. */
      generated: string[];
      /** Who drafted it: the model, or the studio's own rules. */
      source: 'model' | 'rules';
      intent: Intent;
      repairs?: number;
      usage?: Usage;
    }
  | { status: 422; message: string; problems: LocatedProblem[]; usage?: Usage }
  | { status: 502 | 504; message: string; fallback: true };

/** How long the model may take for one answer: BRIEF_TIMEOUT_MS, else a minute. */
export function briefTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.BRIEF_TIMEOUT_MS);
  return Number.isFinite(given) && given > 0 ? given : 60_000;
}

/** The brief as one text for the model, its parts under their own headings. */
const briefText = (input: BriefInput) =>
  [
    input.about.trim(),
    input.points?.trim() && `Points to make:\n${input.points.trim()}`,
    input.questions?.trim() && `Questions clients ask:\n${input.questions.trim()}`,
    input.action?.trim() && `Call to action: ${input.action.trim()}`,
  ]
    .filter(Boolean)
    .join('\n\n');

/**
 * Drafts a new page from a brief: by the model when one is configured (and asked for), checked
 * by the studio's validator and repaired a bounded number of times; else by the studio's own
 * rules. Nothing is kept here: the caller saves the page as a file (local studio) or as a
 * draft (the site).
 */
export async function draftPageFromBrief(
  root: string,
  request: BriefRequest,
  provider: ProviderConfig | undefined,
  options: { reserved?: Reserved; timeoutMs?: number } = {},
): Promise<BriefAnswer> {
  const facts = readProject(root);
  let rules;
  try {
    rules = draftFromBrief(request, facts, options.reserved);
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : String(error));
  }
  const resolved = resolveStudioPath(root, rules.file);
  if (!resolved.ok) throw new HttpError(403, resolved.reason);
  const check = (page: unknown): LocatedProblem[] =>
    checkPage(root, resolved.file, page).map(({ pointer, message, severity }) => ({
      pointer,
      message,
      ...(severity ? { severity } : {}),
    }));
  const drafted = (page: Record<string, unknown>, source: 'model' | 'rules') => ({
    status: 200 as const,
    file: rules.file,
    page,
    generated: generatedTexts(page, source),
    source,
    intent: rules.intent,
  });
  if (!provider || request.mode === 'rules') {
    const problems = check(rules.page).filter((p) => p.severity !== 'warning');
    if (problems.length > 0)
      return { status: 422, message: 'the drafted page does not validate', problems };
    return drafted(rules.page, 'rules');
  }
  const schema = draftSchema();
  try {
    const outcome = await draftWithProvider({
      config: provider,
      messages: draftMessages({
        brief: briefText(request),
        path: rules.page.path,
        intent: rules.intent,
        facts,
        schema,
      }),
      schema,
      path: rules.page.path,
      check,
      timeoutMs: options.timeoutMs ?? briefTimeoutMs(),
    });
    if (outcome.kind === 'valid')
      return { ...drafted(outcome.page, 'model'), repairs: outcome.repairs, usage: outcome.usage };
    return {
      status: 422,
      message: `The model's page still had ${outcome.problems.length} problem(s) after ${repairRounds} repair rounds, so nothing was saved. Draft it without the model, or change the brief and try again.`,
      problems: outcome.problems,
      usage: outcome.usage,
    };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return {
      status: error.kind === 'timeout' ? 504 : 502,
      message: `No draft from the model: ${error.message}. You can draft the page without it.`,
      fallback: true,
    };
  }
}
