import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { BlockProps } from './browser/block-props';

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

/** The groups a block picker (the page editor's) lists blocks in, in the order it shows them. */
export const listingGroups = [
  'Page top',
  'Content',
  'Calls to action',
  'Forms and contact',
  'Special pages',
] as const;
export type ListingGroup = (typeof listingGroups)[number];

/** What structured data of a page's blocks may draw on: the page and the site's URL. */
export interface StructuredDataContext {
  page: { path: string; title: string; description: string };
  /** The canonical URL of the page. */
  url: string;
  /** The site's own URL, without a trailing slash, and its company name. */
  site: { url: string; companyName: string };
}

/**
 * A button of a block that opens a form about one subject (a job's "Apply now" opens the
 * application with that job chosen): validation checks the form accepts the subject.
 */
export interface SubjectButton {
  /** JSON pointer of the subject's text, from the block (e.g. `/jobs/0/title`). */
  pointer: string;
  subject: string;
  /** The dialog (form) the button opens. */
  opens: string;
}

/** The zod schema of a block: an object whose `type` is its one literal name. */
export type BlockSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

/**
 * Everything the engine, the validator, the page editor and the schema generator need of one block
 * type, in the block's own folder (`src/blocks/<name>/index.ts`): its schema (which names its
 * type), its renderer (loaded lazily: each renderer is its own chunk, so a page downloads only
 * the blocks it uses), how it hydrates, where pickers list it, and, when it has them, the
 * structured data it adds to a page and the form subjects its buttons name.
 */
export interface BlockDefinition<S extends BlockSchema> {
  schema: S;
  load: () => Promise<{ default: (props: BlockProps<z.output<S>>) => ReactNode }>;
  hydrate: Hydration;
  /** How block pickers (the page editor's) list it. */
  listing: {
    group: ListingGroup;
    /** Only where splitting the type's camelCase would read badly ("faq" → "FAQ"). */
    name?: string;
  };
  /**
   * True for a content block a page drafted from a brief (by a language model) may use; left
   * out for the site's own machinery (accounts, the inbox, forms, the 404 message) and for blocks
   * that must show real facts (quotes, prices, people, job openings).
   */
  draft?: boolean;
  /** JSON-LD for every block of this type on a page, given together (one FAQPage for all). */
  structuredData?: (blocks: z.output<S>[], context: StructuredDataContext) => unknown[];
  subjectButtons?: (block: z.output<S>) => SubjectButton[];
  /**
   * The headings the block renders, in order, each with its level and the pointer (from the
   * block) of its text: the health checks read a page's outline from them (decisions.md #104),
   * and a test compares them with the block's rendered HTML. None when left out.
   */
  headings?: (block: z.output<S>) => BlockHeading[];
  /** The images the block shows, each with the `sizes` it renders it at (decisions.md #104). */
  images?: (block: z.output<S>) => BlockImage[];
}

/** One image a block shows: the pointer of its image object from the block, and its `sizes`. */
export interface BlockImage {
  pointer: string;
  sizes: string;
}

/** One heading a block renders: its level (1 for `h1`) and where its text is in the block. */
export interface BlockHeading {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** JSON pointer from the block, e.g. `/cards/0/title`. */
  pointer: string;
}

/** A block as the rest of the engine handles it: its definition, plus what it does on a page. */
export type DefinedBlock<S extends BlockSchema> = BlockDefinition<S> & {
  type: S['shape']['type']['value'];
  /** Its structured data on a page with these blocks (of any type); none when it has none. */
  structuredDataOn: (pageBlocks: readonly unknown[], context: StructuredDataContext) => unknown[];
  /** The subject buttons of one block of the page, when it is of this type. */
  subjectButtonsOf: (block: unknown) => SubjectButton[];
  /** The headings of one block of the page, when it is of this type. */
  headingsOf: (block: unknown) => BlockHeading[];
  /** The images of one block of the page, when it is of this type. */
  imagesOf: (block: unknown) => BlockImage[];
};

/**
 * Declares a block. The types come from the schema, so the renderer and the functions must fit
 * it; the page-level helpers pick out the blocks of this type, so code handling every block
 * type the same way needs no casts.
 */
export function defineBlock<S extends BlockSchema>(
  definition: BlockDefinition<S>,
): DefinedBlock<S> {
  const type: S['shape']['type']['value'] = definition.schema.shape.type.value;
  const isOwn = (block: unknown): block is z.output<S> =>
    typeof block === 'object' && block !== null && 'type' in block && block.type === type;
  return {
    ...definition,
    type,
    structuredDataOn: (pageBlocks, context) => {
      const own = pageBlocks.filter(isOwn);
      return own.length > 0 && definition.structuredData
        ? definition.structuredData(own, context)
        : [];
    },
    subjectButtonsOf: (block) =>
      isOwn(block) && definition.subjectButtons ? definition.subjectButtons(block) : [],
    headingsOf: (block) => (isOwn(block) && definition.headings ? definition.headings(block) : []),
    imagesOf: (block) => (isOwn(block) && definition.images ? definition.images(block) : []),
  };
}
