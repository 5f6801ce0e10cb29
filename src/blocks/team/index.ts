import { defineBlock } from '../../engine/block-definition';
import { teamSchema } from './schema';

export default defineBlock({
  schema: teamSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Content' },
  headings: (block) => [
    ...(block.heading ? [{ level: 2 as const, pointer: '/heading' }] : []),
    ...block.people.map((_, i) => ({ level: 3 as const, pointer: `/people/${i}/name` })),
  ],
});
