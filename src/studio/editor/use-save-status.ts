import { useCallback, useState } from 'react';
import { ApiError } from '../studio-api';
import { usePublishDelivery, type Delivery } from './use-publish-delivery';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  /** On the site, `delivery` says whether the content remote has the publish yet. */
  | { kind: 'saved'; delivery?: Delivery }
  /** A change was asked for (scheduled, or sent for review): the page is as published. */
  | { kind: 'submitted'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

/** What a save or a request that threw `error` says: a conflict (409), else a failure. */
export function failedStatus(error: unknown): SaveStatus {
  if (error instanceof ApiError && error.status === 409)
    return { kind: 'conflict', message: error.message };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** What became of the last save; a publish the content remote does not have yet is followed. */
export function useSaveStatus() {
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  const settleDelivery = useCallback(
    (delivery: Delivery) =>
      setSaveStatus((s) => (s.kind === 'saved' && s.delivery ? { kind: 'saved', delivery } : s)),
    [],
  );
  usePublishDelivery(saveStatus.kind === 'saved' ? saveStatus.delivery : undefined, settleDelivery);
  return [saveStatus, setSaveStatus] as const;
}
