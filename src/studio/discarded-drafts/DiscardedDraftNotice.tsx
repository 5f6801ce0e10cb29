import { useEffect, useRef, useState } from 'react';
import { ApiError, restoreDiscardedDraft, type DiscardedDraft } from '../studio-api';
import { siteZone, useStudioSession } from '../studio-session';
import { formatWhen } from '../when';
import { takeDiscarded } from './use-discarded-draft';

/** When (on the site's clock, `zone`) and by whom a draft was discarded, as the studio says it. */
export const discardedByWhom = (draft: DiscardedDraft, zone: string | undefined) =>
  `discarded ${formatWhen(draft.discardedAt, zone)} by ${draft.mine ? 'you' : draft.discardedBy}`;

/**
 * A draft of this page discarded in the last day, which the page has no newer draft than: one
 * button makes it the page's draft again (never public by itself: it is published as any draft).
 */
export function DiscardedDraftNotice({
  draft,
  file,
  onRestored,
}: {
  draft: DiscardedDraft;
  file: string;
  onRestored: () => void;
}) {
  const zone = siteZone(useStudioSession());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);
  // Just discarded in this window: the button takes the focus, the way back from a slip.
  useEffect(() => {
    if (takeDiscarded(file)) button.current?.focus();
  }, [file]);
  const restore = () => {
    setBusy(true);
    setError(undefined);
    restoreDiscardedDraft(draft.id).then(onRestored, (e: unknown) => {
      setBusy(false);
      setError(e instanceof ApiError ? e.message : 'The draft could not be brought back.');
    });
  };
  return (
    <div className="notice discarded-draft">
      <p role="status">A draft {discardedByWhom(draft, zone)}.</p>
      <button type="button" ref={button} onClick={restore} disabled={busy}>
        Bring back the draft
      </button>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}
