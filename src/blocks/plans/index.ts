import { defineBlock } from '../../engine/block-definition';
import { plansSchema } from './schema';

/**
 * Its buttons are links; one that opens a form dialog is upgraded by the islands loader.
 */
export default defineBlock({
  schema: plansSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Content' },
  subjectButtons: (block) =>
    block.plans.flatMap((plan, p) =>
      'opens' in plan.action
        ? [{ pointer: `/plans/${p}/name`, subject: plan.name, opens: plan.action.opens }]
        : [],
    ),
  headings: (block) => [
    ...(block.heading ? [{ level: 2 as const, pointer: '/heading' }] : []),
    ...block.plans.map((_, i) => ({ level: 3 as const, pointer: `/plans/${i}/name` })),
  ],
});
