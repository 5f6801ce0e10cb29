import { mediaImageSizes } from './image-sizes';
import { defineBlock } from '../../engine/block-definition';
import { mediaTextSchema } from './schema';

/**
 * The poster links to the video, which plays without JavaScript; the script only puts the player
 * in place of the poster, so it waits until a visitor reaches for it.
 */
export default defineBlock({
  schema: mediaTextSchema,
  load: () => import('./Block'),
  hydrate: { script: 'interaction', enhance: () => import('./enhance') },
  draft: true,
  listing: { group: 'Content' },
  headings: () => [{ level: 2, pointer: '/heading' }],
  images: () => [{ pointer: '/image', sizes: mediaImageSizes }],
});
