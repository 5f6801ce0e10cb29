import { defineBlock } from '../../engine/block-definition';
import { stepsSchema } from './schema';

export default defineBlock({
  schema: stepsSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
});
