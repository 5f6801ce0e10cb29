import { defineBlock } from '../../engine/block-definition';
import { notFoundSchema } from './schema';

export default defineBlock({
  schema: notFoundSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Special pages', name: 'Page not found' },
  headings: () => [{ level: 1, pointer: '/heading' }],
});
