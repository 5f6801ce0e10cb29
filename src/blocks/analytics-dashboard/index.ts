import { defineBlock } from '../../engine/block-definition';
import { analyticsDashboardSchema } from '../../back-office/analytics/words';

/**
 * A back-office page whose numbers are fetched with the session: nothing to show until the code
 * runs, so it runs at once; the code, the chart's included, loads only on that page.
 */
export default defineBlock({
  schema: analyticsDashboardSchema,
  load: () => import('./Block'),
  hydrate: { island: 'load' },
  listing: { group: 'Special pages' },
  headings: () => [{ level: 1, pointer: '/heading' }],
});
