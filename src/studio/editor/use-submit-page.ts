import { useCallback } from 'react';
import { requestChange, saveSiteEntries } from '../studio-api';
import { whenText } from '../changes/change-words';
import type { EntriesChange } from './entries-store';
import { readPage, type ReadPage } from './read-page';
import type { SaveContext } from './use-save-page';
import { failedStatus } from './use-save-status';

/**
 * On the site: the page as a change to publish later (at `publishAt`, the site's wall clock)
 * and, on a site that reviews (`review`), once another editor approves it. The draft goes into
 * the change; the editor then shows the page as published (reopened through `apply`).
 */
export function useSubmitPage(
  context: SaveContext & { review: boolean; apply: (read: Promise<ReadPage>) => void },
) {
  const { file, page, opened, setOpened, pageDirty, dirty, passes, review, apply } = context;
  const { entries, entriesDone, settled, forget, drafted, setSaveStatus } = context;

  /**
   * On a site that reviews: the menu and footer links as a review request of site.config.json
   * of their own. Says what became of them; with the page sent too, a refusal is said, not thrown.
   */
  const requestEntries = useCallback(
    async (links: EntriesChange, withPage: boolean) => {
      try {
        await saveSiteEntries(links);
      } catch (error) {
        if (!withPage) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        return `Its menu and footer links were not sent for review: ${reason}`;
      }
      entriesDone();
      return withPage
        ? 'Its menu and footer links are a review request of their own.'
        : 'Sent for review: the menu and footer links to this page. Another editor approves it; the page list shows where it stands.';
    },
    [entriesDone],
  );

  return useCallback(
    async (options: { message?: string; redirectFrom?: string; publishAt?: string }) => {
      if (!opened || !passes) return;
      if (review ? !dirty : !pageDirty || entries) return;
      setSaveStatus({ kind: 'saving' });
      try {
        const change = pageDirty
          ? await requestChange({
              file,
              action: 'publish',
              page,
              baseVersion: opened.baseVersion,
              revision: await settled(),
              drafted,
              ...options,
            })
          : undefined;
        const links = entries && (await requestEntries(entries, change !== undefined));
        if (!change) {
          setSaveStatus({ kind: 'submitted', message: links ?? '' });
          return;
        }
        forget();
        const when = change.publishAt ? whenText(change) : undefined;
        const message =
          change.state === 'review'
            ? `Sent for review${when ? `, to be published at ${when}` : ''}. Another editor approves it; the page list shows where it stands.`
            : `Scheduled: published at ${when ?? ''}. The page list shows it under Scheduled and review.`;
        // A page not published yet has no file to show as published: it stays as sent.
        if (opened.baseVersion === null)
          setOpened({
            saved: page,
            baseVersion: null,
            restored: false,
            serverDraft: { revision: null },
            drafted,
          });
        else {
          setOpened(undefined);
          apply(readPage(file, false));
        }
        setSaveStatus({ kind: 'submitted', message: links ? `${message} ${links}` : message });
      } catch (error) {
        setSaveStatus(failedStatus(error));
      }
    },
    [
      opened,
      review,
      dirty,
      pageDirty,
      passes,
      entries,
      requestEntries,
      file,
      page,
      settled,
      forget,
      apply,
      drafted,
      setOpened,
      setSaveStatus,
    ],
  );
}
