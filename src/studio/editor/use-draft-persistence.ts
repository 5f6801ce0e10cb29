import { useEffect } from 'react';
import { clearDraft, storeDraft } from './draft-store';
import type { History } from './history';
import type { StudioDoc } from './studio-doc';

const delayMs = 300;

/**
 * Keeps unsaved edits and their history in the browser a moment after each change (not on every
 * keystroke: encoding a 300-block history is not free), and forgets them once saved.
 */
export function useDraftPersistence(
  file: string,
  baseVersion: string | null,
  history: History<StudioDoc>,
  dirty: boolean,
  ready: boolean,
  revision: number | null = null,
): void {
  useEffect(() => {
    if (!ready) return;
    if (!dirty) {
      clearDraft(file);
      return;
    }
    const timer = setTimeout(() => storeDraft({ file, baseVersion, revision, history }), delayMs);
    const flush = () => storeDraft({ file, baseVersion, revision, history });
    // A reload within the delay must not lose the last keystrokes.
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [file, baseVersion, revision, history, dirty, ready]);
}
