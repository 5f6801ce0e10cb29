import { useCallback } from 'react';
import { publishPage, saveJson, saveSiteEntries } from '../studio-api';
import type { EntriesChange } from './entries-store';
import type { Opened } from './read-page';
import type { StudioDoc } from './studio-doc';
import type { Delivery } from './use-publish-delivery';
import { failedStatus, type SaveStatus } from './use-save-status';

/** What saving and submitting the page read from the editor. */
export interface SaveContext {
  file: string;
  page: StudioDoc['page'];
  opened: Opened | undefined;
  setOpened: (opened: Opened | undefined) => void;
  /** The page differs from the file as saved. */
  pageDirty: boolean;
  /** The page or its menu and footer links differ from what is saved. */
  dirty: boolean;
  /** The page as it is now was checked and has no problems. */
  passes: boolean;
  onSite: boolean;
  entries: EntriesChange | undefined;
  entriesDone: () => void;
  /** On the site: the revision of the page's draft once its saves are done. */
  settled: () => Promise<number | null>;
  /** On the site: the page has no draft any more. */
  forget: () => void;
  /** The drafted texts still marked. */
  drafted: readonly string[];
  setSaveStatus: (status: SaveStatus) => void;
}

/**
 * Saves the page and its menu and footer links: on the site a publish (with the draft it
 * continues), in the local studio the file and site.config.json, each refused when changed on
 * disk meanwhile (a conflict). Does nothing while the page is unchanged, unchecked or has problems.
 */
export function useSavePage(context: SaveContext) {
  const { file, page, opened, setOpened, pageDirty, dirty, passes, onSite } = context;
  const { entries, entriesDone, settled, forget, drafted, setSaveStatus } = context;
  return useCallback(
    async (message?: string, redirectFrom?: string) => {
      if (!opened || !dirty || !passes) return;
      setSaveStatus({ kind: 'saving' });
      try {
        const { baseVersion } = opened;
        let version = baseVersion ?? '';
        let delivery: Delivery | undefined;
        if (onSite) {
          const published = await publishPage({
            file,
            page,
            baseVersion,
            revision: await settled(),
            drafted,
            message,
            redirectFrom,
            ...(entries ? { entries } : {}),
          });
          ({ version } = published);
          const commit = published.published?.commit;
          if (published.published?.pending && commit) delivery = { kind: 'pending', commit };
        } else {
          if (pageDirty) ({ version } = await saveJson(file, page, baseVersion));
          if (entries) await saveSiteEntries(entries);
        }
        if (onSite) forget();
        if (entries) entriesDone();
        setOpened({
          saved: page,
          baseVersion: version,
          restored: false,
          ...(onSite ? { serverDraft: { revision: null }, drafted: [] } : {}),
        });
        setSaveStatus(delivery ? { kind: 'saved', delivery } : { kind: 'saved' });
      } catch (error) {
        setSaveStatus(failedStatus(error));
      }
    },
    [
      opened,
      dirty,
      pageDirty,
      entries,
      entriesDone,
      passes,
      file,
      page,
      onSite,
      settled,
      forget,
      drafted,
      setOpened,
      setSaveStatus,
    ],
  );
}
