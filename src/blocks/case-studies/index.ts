import { defineBlock } from '../../engine/block-definition';
import { caseStudiesSchema } from './schema';

export default defineBlock({
  schema: caseStudiesSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Content' },
});
