import { defineBlock } from '../../engine/block-definition';
import { accountPanelSchema } from './schema';

export default defineBlock({
  schema: accountPanelSchema,
  load: () => import('./Block'),
  hydrate: { island: 'load' },
  listing: { group: 'Special pages' },
});
