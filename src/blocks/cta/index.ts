import { defineBlock } from '../../engine/block-definition';
import { ctaSchema } from './schema';

export default defineBlock({
  schema: ctaSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Calls to action', name: 'Call to action' },
  headings: () => [{ level: 2, pointer: '/heading' }],
});
