import { defineBlock } from '../../engine/block-definition';
import { teamSchema } from './schema';

export default defineBlock({
  schema: teamSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Content' },
});
