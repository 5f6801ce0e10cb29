import { InboxApp } from '../../back-office/inbox/InboxApp';
import type { LeadsInboxBlock } from '../../back-office/inbox/words';
import type { BlockProps } from '../../engine/browser/block-props';

/**
 * The leads inbox on a page (decisions.md #32, #96): the back office's application
 * (`src/back-office/inbox/`), worded by the block's data. Its code is this island's, so it loads
 * on the inbox's page only.
 */
export default function LeadsInbox({ block }: BlockProps<LeadsInboxBlock>) {
  return <InboxApp block={block} />;
}
