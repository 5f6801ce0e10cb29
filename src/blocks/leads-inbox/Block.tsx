import { InboxApp } from 'virtual:application/leads-inbox';
import type { BlockProps } from '../../engine/browser/block-props';
import type { LeadsInboxBlock } from './schema';

/**
 * The leads inbox on a page (decisions.md #32, #96): the back office's application
 * (`src/back-office/inbox/`), worded by the block's data. Its code is this island's, so it loads
 * on the inbox's page only, as it did when it was written here.
 */
export default function LeadsInbox({ block }: BlockProps<LeadsInboxBlock>) {
  return <InboxApp block={block} />;
}
