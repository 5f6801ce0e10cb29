// Written by `npm run schemas` from src/blocks/registry.ts; do not edit.
import type { IslandModule } from './island-names';

/** The code of each block that is an island, by block type. */
export const blockIslands: Record<string, IslandModule> = {
  heroCarousel: { kind: 'script', load: () => import('../../blocks/hero-carousel/enhance') },
  contactForm: { kind: 'react', load: () => import('../../blocks/contact-form/Block') },
  authForm: { kind: 'react', load: () => import('../../blocks/auth-form/Block') },
  tabs: { kind: 'script', load: () => import('../../blocks/tabs/enhance') },
  mediaText: { kind: 'script', load: () => import('../../blocks/media-text/enhance') },
  leadsInbox: { kind: 'react', load: () => import('../../blocks/leads-inbox/Block') },
  accountPanel: { kind: 'react', load: () => import('../../blocks/account-panel/Block') },
};
