import { slideImageSizes } from './image-sizes';
import { defineBlock } from '../../engine/block-definition';
import { heroCarouselSchema } from './schema';

/**
 * Rotates by itself, so it cannot wait for a click; its first slide is in the HTML meanwhile.
 */
export default defineBlock({
  schema: heroCarouselSchema,
  load: () => import('./Block'),
  hydrate: { script: 'idle', enhance: () => import('./enhance') },
  listing: { group: 'Page top' },
  headings: (block) => block.slides.map((_, i) => ({ level: 2, pointer: `/slides/${i}/title` })),
  images: (block) =>
    block.slides.map((_, i) => ({ pointer: `/slides/${i}/image`, sizes: slideImageSizes })),
});
