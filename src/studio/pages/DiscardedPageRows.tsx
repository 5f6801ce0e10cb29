import { useEffect, useState } from 'react';
import site from 'virtual:site';
import {
  ApiError,
  fetchDiscardedDrafts,
  restoreDiscardedDraft,
  type DiscardedDraft,
} from '../studio-api';
import { discardedByWhom } from '../discarded-drafts/DiscardedDraftNotice';
import { siteZone, useStudioSession } from '../studio-session';
import { pageTitle } from '../page-title';

/**
 * On the site, the pages never published whose draft was discarded in the last day: nothing else
 * is left of them, so they are listed here to be brought back (as drafts again, never public).
 */
export function DiscardedPageRows({
  onRestored,
  onError,
}: {
  onRestored: (file: string) => void;
  onError: (message: string) => void;
}) {
  const zone = siteZone(useStudioSession());
  const [discarded, setDiscarded] = useState<DiscardedDraft[]>([]);
  useEffect(() => {
    let live = true;
    fetchDiscardedDrafts().then(
      (found) => live && setDiscarded(found.filter((d) => !d.published)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const restore = (draft: DiscardedDraft) =>
    restoreDiscardedDraft(draft.id).then(
      () => onRestored(draft.file),
      (e: unknown) =>
        onError(e instanceof ApiError ? e.message : 'The draft could not be brought back.'),
    );
  return discarded.map((draft) => (
    <tr key={draft.id} className="discarded-page">
      <td>{draft.path ?? 'New page'}</td>
      <td>
        {draft.title ? `${pageTitle(draft.title, site)} ` : ''}
        <span className="not-published">(draft {discardedByWhom(draft, zone)})</span>
      </td>
      <td />
      <td />
      <td className="row-actions">
        <button type="button" onClick={() => void restore(draft)}>
          Bring back the draft
          <span className="visually-hidden"> of {draft.path ?? 'the page'}</span>
        </button>
      </td>
    </tr>
  ));
}
