import { defineBlock } from '../../engine/block-definition';
import { accountPanelSchema } from '../../back-office/account/words';

export default defineBlock({
  schema: accountPanelSchema,
  load: () => import('./Block'),
  hydrate: { island: 'load' },
  listing: { group: 'Special pages' },
  headings: () => [{ level: 1, pointer: '/heading' }],
});
