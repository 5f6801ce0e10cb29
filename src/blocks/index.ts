import { z } from 'zod';
import type { ReactNode } from 'react';
import type { StructuredDataContext, SubjectButton } from '../engine/block-definition';
import type { BlockProps } from '../engine/browser/block-props';
// Every block of the site, once. A block is one folder whose `index.ts` defines it (schema,
// renderer, hydration, picker group, structured data, form subjects, whether a page drafted from a
// brief may use it: see defineBlock); `npm run schemas` lists every such folder below, in the
// folders' alphabetical order, and `npm run schemas -- --check` fails while the list is not that
// (decisions.md #98). Adding a block is its folder. Everything else (the page schema, the
// renderers by type, the JSON Schema, the block picker, the blocks a drafted page may use) is
// derived from this list.
// Written by `npm run schemas` from the folders of src/blocks/: do not edit.
import accountPanel from './account-panel';
import analyticsDashboard from './analytics-dashboard';
import authForm from './auth-form';
import caseStudies from './case-studies';
import caseStudy from './case-study';
import comparisonTable from './comparison-table';
import contactForm from './contact-form';
import contactInfo from './contact-info';
import cta from './cta';
import faq from './faq';
import featureGrid from './feature-grid';
import hero from './hero';
import heroCarousel from './hero-carousel';
import jobOpenings from './job-openings';
import leadsInbox from './leads-inbox';
import legalSections from './legal-sections';
import logoRow from './logo-row';
import mediaText from './media-text';
import notFound from './not-found';
import plans from './plans';
import richText from './rich-text';
import stats from './stats';
import steps from './steps';
import tabs from './tabs';
import team from './team';
import testimonials from './testimonials';

/** Every block of the site, one per folder with an `index.ts`, in the folders' order. */
export const blocks = [
  accountPanel,
  analyticsDashboard,
  authForm,
  caseStudies,
  caseStudy,
  comparisonTable,
  contactForm,
  contactInfo,
  cta,
  faq,
  featureGrid,
  hero,
  heroCarousel,
  jobOpenings,
  leadsInbox,
  legalSections,
  logoRow,
  mediaText,
  notFound,
  plans,
  richText,
  stats,
  steps,
  tabs,
  team,
  testimonials,
] as const;
// End of the written part.

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
