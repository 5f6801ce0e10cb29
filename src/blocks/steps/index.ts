import { defineBlock } from '../../engine/block-definition';
import { stepsSchema } from './schema';

export default defineBlock({
  schema: stepsSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
  headings: (block) => [
    ...(block.heading ? [{ level: 2 as const, pointer: '/heading' }] : []),
    ...block.steps.map((_, i) => ({ level: 3 as const, pointer: `/steps/${i}/title` })),
  ],
});
