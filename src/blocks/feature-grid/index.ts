import { cardImageSizes } from './image-sizes';
import { defineBlock } from '../../engine/block-definition';
import { featureGridSchema } from './schema';

export default defineBlock({
  schema: featureGridSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  draft: true,
  listing: { group: 'Content' },
  subjectButtons: (block) =>
    block.cards.flatMap((card, c) =>
      card.action && 'opens' in card.action
        ? [{ pointer: `/cards/${c}/title`, subject: card.title, opens: card.action.opens }]
        : [],
    ),
  headings: (block) => [
    ...(block.heading ? [{ level: 2 as const, pointer: '/heading' }] : []),
    ...block.cards.map((_, i) => ({ level: 3 as const, pointer: `/cards/${i}/title` })),
  ],
  images: (block) =>
    block.cards.flatMap((card, i) =>
      card.image
        ? [{ pointer: `/cards/${i}/image`, sizes: cardImageSizes[block.imageLayout] }]
        : [],
    ),
});
