import { AccountApp } from '../../back-office/account/AccountApp';
import type { AccountPanelBlock } from '../../back-office/account/words';
import type { BlockProps } from '../../engine/browser/block-props';

/**
 * The account page's panel (decisions.md #32, #96): the back office's account application
 * (`src/back-office/account/`), worded by the block's data; its code loads on this page only.
 */
export default function AccountPanel({ block }: BlockProps<AccountPanelBlock>) {
  return <AccountApp block={block} />;
}
