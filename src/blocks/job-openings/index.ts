import { defineBlock } from '../../engine/block-definition';
import { jobOpeningsSchema } from './schema';

export default defineBlock({
  schema: jobOpeningsSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Forms and contact' },
  subjectButtons: (block) =>
    block.jobs.flatMap((job, j) =>
      'opens' in job.action
        ? [{ pointer: `/jobs/${j}/title`, subject: job.title, opens: job.action.opens }]
        : [],
    ),
  headings: (block) => [
    { level: 2, pointer: '/heading' },
    ...block.jobs.map((_, i) => ({ level: 3 as const, pointer: `/jobs/${i}/title` })),
  ],
});
