import { useEffect } from 'react';
import { fetchContentStatus } from '../studio-api';

/** Where a publish stands with the content remote (none: the site has no remote, or it took it). */
export type Delivery =
  /** Live on this server; the remote did not take the commit yet (it is sent again). */
  | { kind: 'pending'; commit: string }
  /** Taken by the remote after waiting: every instance serves it. */
  | { kind: 'sent' }
  /** The remote held a change to the same file: live here only, listed above the page list. */
  | { kind: 'refused' };

/** How often the editor asks whether a waiting publish reached the content remote. */
const askMs = 3_000;

/** What the editor's bar says after a publish, from what the publish answered and since. */
export function publishedText(delivery: Delivery | undefined): string {
  if (delivery?.kind === 'pending')
    return 'Published here; waiting to reach the content remote (sent again every few seconds)';
  if (delivery?.kind === 'sent') return 'Published; the content remote has it now';
  if (delivery?.kind === 'refused')
    return 'Published here only: the content remote refused it (see the notice above the page list)';
  return 'Published';
}

/**
 * While a publish waits for the content remote, asks the server every few seconds and tells
 * `settle` once the commit left the waiting list: sent, or refused.
 */
export function usePublishDelivery(
  delivery: Delivery | undefined,
  settle: (next: Delivery) => void,
) {
  const commit = delivery?.kind === 'pending' ? delivery.commit : undefined;
  useEffect(() => {
    if (!commit) return;
    let live = true;
    const ask = () =>
      fetchContentStatus().then(
        (status) => {
          if (!live || status.pending.some((c) => c.commit === commit)) return;
          settle({ kind: status.refused.some((c) => c.commit === commit) ? 'refused' : 'sent' });
        },
        () => undefined,
      );
    const timer = setInterval(ask, askMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [commit, settle]);
}
