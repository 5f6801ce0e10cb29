import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, saveServerDraft, type DraftInfo } from '../studio-api';

const delayMs = 800;

export interface ServerDraft {
  /** The revision of the server's draft this editor's page continues (null: none yet). */
  revision: number | null;
  /** Who saved the draft last, and when. */
  last?: DraftInfo;
  /** Why the page is no longer kept on the server (another editor saved the draft since). */
  conflict?: string;
  /** Keeping failed for another reason (offline); tried again on the next change. */
  error?: string;
  /** The draft as the server holds it (`draftText`), when known: it is not sent again. */
  syncedText?: string;
}

/** A draft as it is sent to the server: the page and the drafted texts still marked. */
export const draftText = (page: unknown, drafted: readonly string[]) =>
  JSON.stringify({ page, drafted });

/**
 * On the site, keeps the page being edited as its draft on the server a moment after each
 * change (an accepted drafted text too), so the work is not only in one browser and the other
 * editors see it. A save refused because someone else saved the draft since stops the keeping
 * and says so: nobody's work is overwritten unseen.
 */
export function useServerDraft(options: {
  enabled: boolean;
  file: string;
  page: unknown;
  /** The drafted texts the editor still sees marked, kept with the draft for every editor. */
  drafted: readonly string[];
  baseVersion: string | null;
  dirty: boolean;
  /** While publishing: no draft is kept (the publish carries the page). */
  paused: boolean;
  start: ServerDraft | undefined;
}) {
  const { enabled, file, page, drafted, baseVersion, dirty, paused, start } = options;
  // The draft's state belongs to the page as opened: opened anew (`start` changed), it starts over.
  const [tracked, setTracked] = useState({ start, draft: start ?? { revision: null } });
  let current = tracked;
  if (tracked.start !== start) {
    current = { start, draft: start ?? { revision: null } };
    setTracked(current);
  }
  const { draft } = current;
  const setDraft = (next: ServerDraft | ((d: ServerDraft) => ServerDraft)) =>
    setTracked((t) => ({
      start: t.start,
      draft: typeof next === 'function' ? next(t.draft) : next,
    }));
  const revision = useRef<number | null>(null);
  // One save at a time: the next names the revision the one before it made, not its own stale one.
  const pending = useRef<Promise<unknown>>(Promise.resolve());
  const synced = useRef<string | undefined>(undefined);
  useEffect(() => {
    revision.current = start?.revision ?? null;
    synced.current = start?.syncedText;
  }, [start]);
  useEffect(() => {
    if (!enabled || !start || !dirty || paused || draft.conflict) return;
    // What the draft already holds (opened from it, or taken over from another editor) is not
    // saved again: that would make a new revision of the same page and refuse the others' work.
    const text = draftText(page, drafted);
    if (text === synced.current) return;
    let live = true;
    const timer = setTimeout(() => {
      const save = pending.current.then(() =>
        saveServerDraft({ file, page, drafted, baseVersion, revision: revision.current }),
      );
      pending.current = save.catch(() => undefined);
      save.then(
        (saved) => {
          revision.current = saved.revision;
          synced.current = text;
          if (live) setDraft({ revision: saved.revision, last: saved });
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 409)
            setDraft((d) => ({ ...d, conflict: error.message }));
          else if (live)
            setDraft((d) => ({
              ...d,
              error: error instanceof Error ? error.message : String(error),
            }));
        },
      );
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enabled, start, dirty, paused, draft.conflict, file, page, drafted, baseVersion]);
  /** The draft's revision once the saves under way are done: the one a publish names. */
  const settled = useCallback(async () => {
    await pending.current;
    return revision.current;
  }, []);
  /** After a publish or a discard: the page has no draft any more. */
  const forget = useCallback(() => {
    revision.current = null;
    synced.current = undefined;
    setTracked((t) => ({ start: t.start, draft: { revision: null } }));
  }, []);
  return { draft, settled, forget };
}
