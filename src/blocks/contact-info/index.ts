import { defineBlock } from '../../engine/block-definition';
import { contactInfoSchema } from './schema';

export default defineBlock({
  schema: contactInfoSchema,
  load: () => import('./Block'),
  hydrate: 'static',
  listing: { group: 'Forms and contact' },
  headings: () => [
    { level: 2, pointer: '/heading' },
    ...(['phone', 'email', 'address', 'hours'] as const).map((key) => ({
      level: 3 as const,
      pointer: `/labels/${key}`,
    })),
  ],
});
