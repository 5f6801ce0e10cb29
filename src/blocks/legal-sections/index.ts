import { defineBlock } from '../../engine/block-definition';
import { legalSectionsSchema } from './schema';

export default defineBlock({
  schema: legalSectionsSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
});
