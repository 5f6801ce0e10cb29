import { defineBlock } from '../../engine/block-definition';
import { legalSectionsSchema } from './schema';

export default defineBlock({
  schema: legalSectionsSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
  headings: (block) => [
    ...(block.heading ? [{ level: 2 as const, pointer: '/heading' }] : []),
    ...block.sections.map((_, i) => ({ level: 2 as const, pointer: `/sections/${i}/title` })),
  ],
});
