// Written by `npm run schemas` from the block list (src/blocks/index.ts); do not edit.

/** The code of each block that is an island, by block type: its source file. */
export const blockIslandSources: Record<string, string> = {
  heroCarousel: 'src/blocks/hero-carousel/enhance.ts',
  contactForm: 'src/blocks/contact-form/Block.tsx',
  authForm: 'src/blocks/auth-form/Block.tsx',
  tabs: 'src/blocks/tabs/enhance.ts',
  mediaText: 'src/blocks/media-text/enhance.ts',
  leadsInbox: 'src/blocks/leads-inbox/Block.tsx',
  accountPanel: 'src/blocks/account-panel/Block.tsx',
};
