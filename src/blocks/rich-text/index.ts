import { textImageSizes } from './image-sizes';
import { defineBlock } from '../../engine/block-definition';
import { richTextSchema } from './schema';

export default defineBlock({
  schema: richTextSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
  headings: (block) =>
    block.heading ? [{ level: block.headingLevel === 1 ? 1 : 2, pointer: '/heading' }] : [],
  images: (block) => (block.image ? [{ pointer: '/image', sizes: textImageSizes }] : []),
});
