import { AccountApp } from 'virtual:application/account-panel';
import type { BlockProps } from '../../engine/browser/block-props';
import type { AccountPanelBlock } from './schema';

/**
 * The account page's panel (decisions.md #32, #96): the back office's account application
 * (`src/back-office/account/`), worded by the block's data; its code loads on this page only.
 */
export default function AccountPanel({ block }: BlockProps<AccountPanelBlock>) {
  return <AccountApp block={block} />;
}
