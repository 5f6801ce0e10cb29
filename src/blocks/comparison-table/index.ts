import { defineBlock } from '../../engine/block-definition';
import { comparisonTableSchema } from './schema';

/**
 * Scrolls sideways natively; its region is focusable, so no script is needed for keyboards.
 */
export default defineBlock({
  schema: comparisonTableSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
  headings: (block) => (block.heading ? [{ level: 2, pointer: '/heading' }] : []),
});
