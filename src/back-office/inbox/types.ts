import type { ReactNode } from 'react';
import type { LeadsInboxBlock } from './words';

/** What each screen of the inbox gets from the block. */
export interface InboxScreen {
  block: LeadsInboxBlock;
  apiBase: string;
  /** Shows another list or lead: a new history entry with this query. */
  go: (search: string) => void;
  /** Puts a message in the inbox's live region. */
  announce: (message: ReactNode) => void;
  /** A message for the next screen to say before its own (an erasure, then the list). */
  carry: { set: (message: string) => void; take: () => string };
}
