import { useEffect, useState } from 'react';
import { fetchDiscardedDrafts, type DiscardedDraft } from '../studio-api';

/**
 * The draft of `file` discarded in the last day, while the page has no draft (looked up again
 * each time `look` turns true: the page was opened, or its draft was just discarded).
 */
export function useDiscardedDraft(file: string, look: boolean) {
  const [found, setFound] = useState<DiscardedDraft>();
  useEffect(() => {
    if (!look) return;
    let live = true;
    fetchDiscardedDrafts().then(
      (discarded) => live && setFound(discarded.find((d) => d.file === file)),
      () => live && setFound(undefined),
    );
    return () => {
      live = false;
    };
  }, [file, look]);
  return look ? found : undefined;
}

// The pages whose draft this window has just discarded: the editor reopens the page (its bar
// included) after a discard, so the bar's own state cannot carry it over.
const justDiscarded = new Set<string>();

/** Notes that this window discarded the draft of `file` a moment ago. */
export const noteDiscarded = (file: string) => justDiscarded.add(file);

/** Whether this window discarded the draft of `file` a moment ago; told once. */
export const takeDiscarded = (file: string) => justDiscarded.delete(file);
