import { defineBlock } from '../../engine/block-definition';
import { contactInfoSchema } from './schema';

export default defineBlock({
  schema: contactInfoSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Forms and contact' },
});
