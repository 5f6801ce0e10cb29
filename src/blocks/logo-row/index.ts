import { logoImageSizes } from './image-sizes';
import { defineBlock } from '../../engine/block-definition';
import { logoRowSchema } from './schema';

export default defineBlock({
  schema: logoRowSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Content' },
  headings: (block) => (block.heading ? [{ level: 2, pointer: '/heading' }] : []),
  images: (block) =>
    block.logos.map((_, i) => ({ pointer: `/logos/${i}/image`, sizes: logoImageSizes })),
});
