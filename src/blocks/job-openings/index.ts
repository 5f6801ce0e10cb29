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
});
