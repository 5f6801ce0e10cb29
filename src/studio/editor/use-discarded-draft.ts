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
