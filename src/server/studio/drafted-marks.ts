import { stillMarked } from '../../schema/drafted-texts';
import type { Draft } from '../storage/types';

/**
 * The drafted texts still unchecked in `page`, written on the draft at `revision`: the draft's
 * own marks (an editor can end marks, never add one), less those the editor has accepted since
 * (`seen` no longer names them), of texts the page still holds.
 */
export function uncheckedTexts(
  draft: Draft | undefined,
  revision: number | null,
  page: unknown,
  seen: readonly string[] | undefined,
): string[] {
  if (!draft || draft.revision !== revision) return [];
  const marked = seen ? draft.drafted.filter((text) => seen.includes(text)) : draft.drafted;
  return stillMarked(page, marked);
}

/**
 * The refusal of publishing (or scheduling, or sending for review) a page whose drafted texts
 * nobody has checked yet: a model's or the rules' words never go live unread (decisions.md #54).
 */
export function uncheckedRefusal(texts: readonly string[]) {
  const n = texts.length;
  return {
    status: 422,
    body: {
      message: `${n} drafted ${n === 1 ? 'text is' : 'texts are'} not checked yet: edit or accept each (it is marked "Drafted text" at its field), then publish.`,
      drafted: texts,
    },
  };
}
