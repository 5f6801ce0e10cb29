import { useCallback, useEffect, useReducer, useState } from 'react';
import { editorReducer, initialEditorState } from './editor-state';
import { readPage, type Opened, type ReadPage } from './read-page';
import { openDoc } from './studio-doc';

/**
 * The page file as the editor holds it: its undoable state, how it was opened (undefined while
 * it opens) and why it could not be. Opened when `file` changes; `apply` shows a page read anew.
 */
export function useOpenedPage(file: string) {
  const [state, dispatch] = useReducer(editorReducer, openDoc({}), initialEditorState);
  const [opened, setOpened] = useState<Opened>();
  const [loadError, setLoadError] = useState<string>();

  /** Shows the page `read` gives, unless `isLive` says the editor has moved on meanwhile. */
  const apply = useCallback((read: Promise<ReadPage>, isLive: () => boolean = () => true) => {
    read.then(
      ({ history, opened: next }) => {
        if (!isLive()) return;
        dispatch({ type: 'reset', history });
        setOpened(next);
      },
      (error: unknown) =>
        isLive() && setLoadError(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  useEffect(() => {
    let live = true;
    apply(readPage(file, true), () => live);
    return () => {
      live = false;
    };
  }, [file, apply]);

  return { state, dispatch, opened, setOpened, loadError, setLoadError, apply };
}
