import { defineBlock } from '../../engine/block-definition';
import { tabsSchema } from './schema';

/**
 * Switching tabs needs a script, but no React: a plain-DOM script wires up the prerendered tab
 * row when the block scrolls into view; without JavaScript every panel is shown.
 */
export default defineBlock({
  schema: tabsSchema,
  load: () => import('./Block'),
  hydrate: { script: 'visible', enhance: () => import('./enhance') },
  draft: true,
  listing: { group: 'Content' },
  headings: (block) => [
    ...(block.heading ? [{ level: 2 as const, pointer: '/heading' }] : []),
    ...block.tabs.map((_, i) => ({ level: 3 as const, pointer: `/tabs/${i}/heading` })),
  ],
});
