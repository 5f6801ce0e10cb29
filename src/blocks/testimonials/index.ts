import { defineBlock } from '../../engine/block-definition';
import { testimonialsSchema } from './schema';

export default defineBlock({
  schema: testimonialsSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Content' },
  headings: (block) => (block.heading ? [{ level: 2, pointer: '/heading' }] : []),
});
