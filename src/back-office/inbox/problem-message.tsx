import type { ReactNode } from 'react';
import type { Loaded } from './leads-api';
import type { LeadsInboxBlock } from './words';

/** The message for an answer that is not the data: not logged in, not staff, or a failure. */
export function problemOf(block: LeadsInboxBlock, loaded: Loaded<unknown>): ReactNode {
  if (loaded.kind === 'loading') return block.loadingText;
  if (loaded.kind === 'failed') return block.failedText;
  if (loaded.kind !== 'refused') return undefined;
  const here =
    typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
  return (
    <>
      {loaded.status === 401 ? block.signedOutText : block.forbiddenText}{' '}
      <a href={`${block.loginPath}?next=${encodeURIComponent(here)}`}>{block.loginLabel}</a>
    </>
  );
}
