import { useNavigate } from 'react-router-dom';
import { discardServerDraft } from '../studio-api';
import { readPage } from './read-page';
import type { SaveStatus } from './use-save-status';
import type { useOpenedPage } from './use-opened-page';

/** Opening the page file again, throwing the unsaved edits away or taking another editor's. */
export function useReopenPage(options: {
  file: string;
  opening: ReturnType<typeof useOpenedPage>;
  setSaveStatus: (status: SaveStatus) => void;
  entriesDone: () => void;
  forget: () => void;
  /** On the site: the revision of the page's draft a reload discards (null: none, or not ours). */
  discardable: number | null;
  /** On the site: a new page, a draft only, which no visitor has seen yet. */
  neverPublished: boolean;
}) {
  const { file, opening, setSaveStatus, entriesDone, forget, discardable, neverPublished } =
    options;
  const { setOpened, setLoadError, apply } = opening;
  const navigate = useNavigate();
  return {
    /** Throws the unsaved edits away (on the site, the page's draft too) and reopens the file. */
    reload: () => {
      entriesDone();
      setOpened(undefined);
      setLoadError(undefined);
      setSaveStatus({ kind: 'idle' });
      const discard =
        discardable !== null
          ? discardServerDraft(file, discardable).catch(() => undefined)
          : Promise.resolve();
      forget();
      // A page that was only a draft is gone with it: back to the page list.
      if (neverPublished) {
        void discard.then(() => {
          void navigate('/');
        });
        return;
      }
      apply(discard.then(() => readPage(file, false)));
    },
    /** On the site, after another editor saved the draft: opens the page with their draft. */
    takeTheirs: () => {
      setOpened(undefined);
      setSaveStatus({ kind: 'idle' });
      forget();
      apply(readPage(file, true));
    },
  };
}
