import { defineBlock } from '../../engine/block-definition';
import { leadsInboxSchema } from '../../back-office/inbox/words';

/**
 * Staff-only and account-only pages whose content is fetched with the session: nothing to show
 * until the code runs, so it runs at once; the code loads only on those pages.
 */
export default defineBlock({
  schema: leadsInboxSchema,
  load: () => import('./Block'),
  hydrate: { island: 'load' },
  listing: { group: 'Special pages' },
  headings: () => [
    { level: 1, pointer: '/heading' },
    { level: 2, pointer: '/deliveryHeading' },
  ],
});
