import { useCallback, useMemo, useState } from 'react';
import { isRecord } from '../../schema/is-record';
import { loadDraftedTexts, saveDraftedTexts } from './drafted-marks';

/** What the form needs to mark a drafted text and let a person accept it. */
export interface DraftedMarks {
  /** Whether a field's text is drafted and not yet edited or accepted. */
  isDrafted: (text: unknown) => boolean;
  accept: (text: string) => void;
}

/** How many of the page's texts are still drafted ones. */
function countDrafted(value: unknown, drafted: ReadonlySet<string>): number {
  if (typeof value === 'string') return drafted.has(value) ? 1 : 0;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countDrafted(v, drafted), 0);
  if (isRecord(value))
    return Object.values(value).reduce((n: number, v) => n + countDrafted(v, drafted), 0);
  return 0;
}

/**
 * The drafted-text marks of a page: a field is marked while it holds a text as drafted; editing
 * it (the text changes) or accepting it (the mark is dropped) ends the mark.
 */
export function useDraftedMarks(file: string, page: unknown) {
  const [texts, setTexts] = useState(() => new Set(loadDraftedTexts(file)));
  const update = useCallback(
    (next: Set<string>) => {
      saveDraftedTexts(file, [...next]);
      setTexts(next);
    },
    [file],
  );
  const marks: DraftedMarks = useMemo(
    () => ({
      isDrafted: (text) => typeof text === 'string' && texts.has(text),
      accept: (text) => {
        const next = new Set(texts);
        next.delete(text);
        update(next);
      },
    }),
    [texts, update],
  );
  const count = useMemo(() => (texts.size === 0 ? 0 : countDrafted(page, texts)), [page, texts]);
  const acceptAll = useCallback(() => update(new Set()), [update]);
  return { marks, count, acceptAll };
}
