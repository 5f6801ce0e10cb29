import type { ComponentType } from 'react';
import type { BlockProps } from '../engine/browser/block-props';
import type { Block, BlockType } from './schemas';

type Renderer<K extends BlockType> = ComponentType<BlockProps<Extract<Block, { type: K }>>>;

/** When an island's code runs: at once, when the browser is idle, on scroll into view, on first use. */
export const islandStrategies = ['load', 'idle', 'visible', 'interaction'] as const;
export type IslandStrategy = (typeof islandStrategies)[number];

/**
 * `static`: the prerendered HTML is the whole block, it needs no code in the browser. Its links
 * navigate; an action that opens a form dialog is a link to the contact page (the same form), which
 * the page's dialog island takes over (docs/islands.md). Anything with its own state or handlers
 * is an island and says when it hydrates.
 */
export type Hydration = 'static' | { island: IslandStrategy };

interface Entry<K extends BlockType> {
  load: () => Promise<{ default: Renderer<K> }>;
  hydrate: Hydration;
}

/**
 * Block type → lazily loaded renderer and how it hydrates. Typed over every block type, so a block
 * whose schema is registered without a renderer or a hydration (or the reverse) fails to compile.
 * Each renderer is its own chunk: a page downloads only the blocks it uses.
 */
export const blockRegistry: { [K in BlockType]: Entry<K> } = {
  // Blocks whose buttons open form dialogs: a link to the same form inline until hydrated, the
  // dialog after (decisions.md #25), so their markup changes with their code.
  hero: { load: () => import('./hero/Block'), hydrate: { island: 'interaction' } },
  // Rotates by itself, so it cannot wait for a click; its first slide is in the HTML meanwhile.
  heroCarousel: { load: () => import('./hero-carousel/Block'), hydrate: { island: 'idle' } },
  featureGrid: { load: () => import('./feature-grid/Block'), hydrate: 'static' },
  logoRow: { load: () => import('./logo-row/Block'), hydrate: 'static' },
  cta: { load: () => import('./cta/Block'), hydrate: { island: 'interaction' } },
  // Questions open and close with <details>, which needs no script.
  faq: { load: () => import('./faq/Block'), hydrate: 'static' },
  legalSections: { load: () => import('./legal-sections/Block'), hydrate: 'static' },
  richText: { load: () => import('./rich-text/Block'), hydrate: { island: 'interaction' } },
  notFound: { load: () => import('./not-found/Block'), hydrate: 'static' },
  jobOpenings: { load: () => import('./job-openings/Block'), hydrate: { island: 'interaction' } },
  // The static form is in the HTML; validation and the phone input matter once a visitor uses it.
  contactForm: { load: () => import('./contact-form/Block'), hydrate: { island: 'interaction' } },
  contactInfo: { load: () => import('./contact-info/Block'), hydrate: 'static' },
  // Its Login/Sign Up switch is a plain button that does nothing until the code has run.
  authForm: { load: () => import('./auth-form/Block'), hydrate: { island: 'load' } },
};
