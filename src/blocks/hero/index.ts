import { heroImageSizes } from './image-sizes';
import { defineBlock } from '../../engine/block-definition';
import { heroSchema } from './schema';

export default defineBlock({
  schema: heroSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Page top' },
  headings: () => [{ level: 1, pointer: '/heading' }],
  images: (block) => (block.image ? [{ pointer: '/image', sizes: heroImageSizes }] : []),
});
