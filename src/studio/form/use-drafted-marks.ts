import { useCallback, useMemo, useState } from 'react';
import { textsOf } from '../../schema/drafted-texts';
import { loadDraftedTexts, saveDraftedTexts } from './drafted-marks';

/** What the form needs to mark a drafted text and let a person accept it. */
export interface DraftedMarks {
  /** Whether a field's text is drafted and not yet edited or accepted. */
  isDrafted: (text: unknown) => boolean;
  accept: (text: string) => void;
}

/**
 * The drafted-text marks of a page: a field is marked while it holds a text as drafted; editing
 * it (the text changes) or accepting it (the mark is dropped) ends the mark. On the site the
 * marks come with the page's draft (`shared`, as the server keeps them) and go back with its
 * saves, so every editor sees the same; in the local studio (`shared` undefined) this browser
 * keeps them.
 */
export function useDraftedMarks(file: string, page: unknown, shared?: readonly string[]) {
  const load = () => [...(shared ?? loadDraftedTexts(file))];
  const [state, setState] = useState(() => ({ from: shared, texts: load() }));
  let { texts } = state;
  // The page opened anew (its draft read again): its marks start over from the server's.
  if (state.from !== shared) {
    texts = load();
    setState({ from: shared, texts });
  }
  const update = useCallback(
    (next: string[]) => {
      if (shared === undefined) saveDraftedTexts(file, next);
      setState({ from: shared, texts: next });
    },
    [file, shared],
  );
  const marks: DraftedMarks = useMemo(
    () => ({
      isDrafted: (text) => typeof text === 'string' && texts.includes(text),
      accept: (text) => update(texts.filter((t) => t !== text)),
    }),
    [texts, update],
  );
  const count = useMemo(() => {
    if (texts.length === 0) return 0;
    const marked = new Set(texts);
    return textsOf(page).filter((text) => marked.has(text)).length;
  }, [page, texts]);
  const acceptAll = useCallback(() => update([]), [update]);
  return { marks, count, acceptAll, texts };
}
