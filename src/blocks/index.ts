import { z } from 'zod';
import type { ReactNode } from 'react';
import type { StructuredDataContext, SubjectButton } from '../engine/block-definition';
import type { BlockProps } from '../engine/browser/block-props';
import hero from './hero';
import heroCarousel from './hero-carousel';
import featureGrid from './feature-grid';
import logoRow from './logo-row';
import cta from './cta';
import faq from './faq';
import legalSections from './legal-sections';
import richText from './rich-text';
import notFound from './not-found';
import jobOpenings from './job-openings';
import contactForm from './contact-form';
import contactInfo from './contact-info';
import authForm from './auth-form';
import stats from './stats';
import testimonials from './testimonials';
import plans from './plans';
import comparisonTable from './comparison-table';
import caseStudies from './case-studies';
import caseStudy from './case-study';
import team from './team';
import tabs from './tabs';
import steps from './steps';
import mediaText from './media-text';
import leadsInbox from './leads-inbox';
import accountPanel from './account-panel';
/**
 * Every block of the site, once. A block is one folder whose `index.ts` defines it (schema,
 * renderer, hydration, picker group, structured data, form subjects, whether a page drafted from a
 * brief may use it: see defineBlock); adding a block is that folder and one line here. Everything
 * else (the page schema, the renderers by type, the JSON Schema, the block picker, the blocks a
 * drafted page may use) is derived from this list.
 */
export const blocks = [
  hero,
  heroCarousel,
  featureGrid,
  logoRow,
  cta,
  faq,
  legalSections,
  richText,
  notFound,
  jobOpenings,
  contactForm,
  contactInfo,
  authForm,
  stats,
  testimonials,
  plans,
  comparisonTable,
  caseStudies,
  caseStudy,
  team,
  tabs,
  steps,
  mediaText,
  leadsInbox,
  accountPanel,
] as const;

type Definitions = typeof blocks;
type SchemaTuple<T extends readonly { schema: unknown }[]> = {
  -readonly [I in keyof T]: T[I]['schema'];
};

/** Every block schema, in the list's order (a tuple, as a discriminated union needs). */
// The map keeps each element's own schema in order; TypeScript types a mapped tuple as an array.
export const blockSchemas = blocks.map((block) => block.schema) as SchemaTuple<Definitions>;

export const blockSchema = z.discriminatedUnion('type', blockSchemas);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];

/** The `type` values a page may use, in the list's order. */
export const blockTypes: readonly BlockType[] = blocks.map((block) => block.type);

/** The block of one type. */
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

/**
 * One type's definition, with its renderer typed by the type alone, so code that handles blocks
 * by a type parameter (render-blocks) can load the renderer of that type.
 */
export type BlockEntry<K extends BlockType> = Extract<Definitions[number], { type: K }> & {
  load: () => Promise<{ default: (props: BlockProps<BlockOf<K>>) => ReactNode }>;
};

/** Block type → its definition. */
// Built from the list, whose every element's schema names the type it is filed under.
export const blockRegistry = Object.fromEntries(blocks.map((block) => [block.type, block])) as {
  [K in BlockType]: BlockEntry<K>;
};

/** The structured data the blocks of a page add, each type given all its blocks at once. */
export function blocksStructuredData(
  pageBlocks: readonly { type: string }[],
  context: StructuredDataContext,
): unknown[] {
  return blocks.flatMap((definition) => definition.structuredDataOn(pageBlocks, context));
}

/** The buttons of a page's blocks that open a form about a subject, pointers from the page. */
export function pageSubjectButtons(pageBlocks: readonly Block[]): SubjectButton[] {
  return pageBlocks.flatMap((block, index) =>
    blockRegistry[block.type]
      .subjectButtonsOf(block)
      .map((button) => ({ ...button, pointer: `/blocks/${index}${button.pointer}` })),
  );
}
