import { defineBlock } from '../../engine/block-definition';
import { caseStudiesSchema } from './schema';

export default defineBlock({
  schema: caseStudiesSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Content' },
  headings: (block) => [
    ...(block.heading ? [{ level: 2 as const, pointer: '/heading' }] : []),
    ...block.studies.map((_, i) => ({ level: 3 as const, pointer: `/studies/${i}/title` })),
  ],
});
