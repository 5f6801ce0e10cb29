import { defineBlock } from '../../engine/block-definition';
import { richTextSchema } from './schema';

export default defineBlock({
  schema: richTextSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
});
