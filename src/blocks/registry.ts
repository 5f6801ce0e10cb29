import type { ReactNode } from 'react';
import type { BlockProps } from '../engine/browser/block-props';
import type { Block, BlockType } from './schemas';

type Renderer<K extends BlockType> = (props: BlockProps<Extract<Block, { type: K }>>) => ReactNode;

/** When an island's code runs: at once, when the browser is idle, on scroll into view, on first use. */
export const islandStrategies = ['load', 'idle', 'visible', 'interaction'] as const;
export type IslandStrategy = (typeof islandStrategies)[number];

/** A plain-DOM script run on a block's prerendered markup; it may return a clean-up. */
export type Enhancer = (root: HTMLElement) => void | (() => void);

/**
 * How a block's markup comes alive in the browser (docs/islands.md):
 * - `static`: the prerendered HTML is the whole block; no code of it reaches the browser. Its
 *   links navigate; an action that opens a form dialog is a link the islands loader turns into a
 *   dialog button.
 * - `{ island }`: a React island, hydrated on its own root at that moment with its block data.
 *   Costs React (about 57 KB compressed) when it wakes, so prefer `interaction`.
 * - `{ script, enhance }`: no React in the browser; a small script runs on the prerendered
 *   markup at that moment (a carousel's rotation).
 */
export type Hydration =
  | 'static'
  | { island: IslandStrategy }
  | { script: IslandStrategy; enhance: () => Promise<{ default: Enhancer }> };

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
  hero: { load: () => import('./hero/Block'), hydrate: 'static' },
  // Rotates by itself, so it cannot wait for a click; its first slide is in the HTML meanwhile.
  heroCarousel: {
    load: () => import('./hero-carousel/Block'),
    hydrate: { script: 'idle', enhance: () => import('./hero-carousel/enhance') },
  },
  featureGrid: { load: () => import('./feature-grid/Block'), hydrate: 'static' },
  logoRow: { load: () => import('./logo-row/Block'), hydrate: 'static' },
  cta: { load: () => import('./cta/Block'), hydrate: 'static' },
  // Questions open and close with <details>, which needs no script.
  faq: { load: () => import('./faq/Block'), hydrate: 'static' },
  legalSections: { load: () => import('./legal-sections/Block'), hydrate: 'static' },
  richText: { load: () => import('./rich-text/Block'), hydrate: 'static' },
  notFound: { load: () => import('./not-found/Block'), hydrate: 'static' },
  jobOpenings: { load: () => import('./job-openings/Block'), hydrate: 'static' },
  // The static form is in the HTML; validation and the phone input matter once a visitor uses it.
  contactForm: { load: () => import('./contact-form/Block'), hydrate: { island: 'interaction' } },
  contactInfo: { load: () => import('./contact-info/Block'), hydrate: 'static' },
  // Its Login/Sign Up switch is a link to the other mode's anchor, shown by CSS; its forms, like
  // the contact form's, load their validation on first use.
  authForm: { load: () => import('./auth-form/Block'), hydrate: { island: 'interaction' } },
  stats: { load: () => import('./stats/Block'), hydrate: 'static' },
  testimonials: { load: () => import('./testimonials/Block'), hydrate: 'static' },
  // Its buttons are links; one that opens a form dialog is upgraded by the islands loader.
  plans: { load: () => import('./plans/Block'), hydrate: 'static' },
  // Scrolls sideways natively; its region is focusable, so no script is needed for keyboards.
  comparisonTable: { load: () => import('./comparison-table/Block'), hydrate: 'static' },
  caseStudies: { load: () => import('./case-studies/Block'), hydrate: 'static' },
  caseStudy: { load: () => import('./case-study/Block'), hydrate: 'static' },
  team: { load: () => import('./team/Block'), hydrate: 'static' },
  // Switching tabs needs a script, but no React: a plain-DOM script wires up the prerendered tab
  // row when the block scrolls into view; without JavaScript every panel is shown.
  tabs: {
    load: () => import('./tabs/Block'),
    hydrate: { script: 'visible', enhance: () => import('./tabs/enhance') },
  },
  steps: { load: () => import('./steps/Block'), hydrate: 'static' },
  // The poster links to the video, which plays without JavaScript; the script only puts the player
  // in place of the poster, so it waits until a visitor reaches for it.
  mediaText: {
    load: () => import('./media-text/Block'),
    hydrate: { script: 'interaction', enhance: () => import('./media-text/enhance') },
  },
  // Staff-only and account-only pages whose content is fetched with the session: nothing to show
  // until the code runs, so it runs at once; the code loads only on those pages.
  leadsInbox: { load: () => import('./leads-inbox/Block'), hydrate: { island: 'load' } },
  accountPanel: { load: () => import('./account-panel/Block'), hydrate: { island: 'load' } },
};
