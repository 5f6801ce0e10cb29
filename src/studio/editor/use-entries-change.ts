import { useCallback, useState } from 'react';
import { keepEntries, loadEntries, type EntriesChange } from './entries-store';

/**
 * The change to the menu and footer links the editor holds for `file` until the next save, and
 * a count of their saves, so their form reads site.config.json again after one.
 */
export function useEntriesChange(file: string) {
  const [entries, holdEntries] = useState<EntriesChange | undefined>(() => loadEntries(file));
  // Kept beside the page's draft too: a reload shows the menu choices still made, still unsaved.
  const setEntries = useCallback(
    (change: EntriesChange | undefined) => {
      holdEntries(change);
      keepEntries(file, change);
    },
    [file],
  );
  const [entriesSaved, setEntriesSaved] = useState(0);
  /** The change was saved or thrown away: none is held, and the form reads the config anew. */
  const entriesDone = useCallback(() => {
    setEntries(undefined);
    setEntriesSaved((n) => n + 1);
  }, [setEntries]);
  return { entries, setEntries, entriesSaved, entriesDone };
}
