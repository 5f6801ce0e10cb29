import type { ComponentType } from 'react';
import type { BlockProps } from '../engine/browser/block-props';
import type { Block, BlockType } from './schemas';

type Renderer<K extends BlockType> = ComponentType<BlockProps<Extract<Block, { type: K }>>>;

/**
 * Block type → lazily loaded renderer. Typed over every block type, so a block whose schema is
 * registered without a renderer (or the reverse) fails to compile. Each renderer is its own chunk:
 * a page downloads only the blocks it uses.
 */
export const blockLoaders: { [K in BlockType]: () => Promise<{ default: Renderer<K> }> } = {
  hero: () => import('./hero/Block'),
  heroCarousel: () => import('./hero-carousel/Block'),
  featureGrid: () => import('./feature-grid/Block'),
  logoRow: () => import('./logo-row/Block'),
  cta: () => import('./cta/Block'),
  faq: () => import('./faq/Block'),
  legalSections: () => import('./legal-sections/Block'),
  richText: () => import('./rich-text/Block'),
  notFound: () => import('./not-found/Block'),
  jobOpenings: () => import('./job-openings/Block'),
  contactForm: () => import('./contact-form/Block'),
  contactInfo: () => import('./contact-info/Block'),
  authForm: () => import('./auth-form/Block'),
};
