import { defineBlock } from '../../engine/block-definition';
import { statsSchema } from './schema';

export default defineBlock({
  schema: statsSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
  headings: (block) => (block.heading ? [{ level: 2, pointer: '/heading' }] : []),
});
