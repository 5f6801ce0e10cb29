import type { z } from 'zod';
import type { AnyPage } from '../schema/page';
import type { ClientSite } from '../schema/site';
import type { BlockHeading, BlockImage, Hydration } from './block-definition';
import type { shellIslands } from './islands/island-names';
import type { PointedMessage } from './validation/problem';

/** A block type as the build's tools see it: its name, its folder and how it hydrates. */
export interface ToolingBlock {
  type: string;
  /** Its folder from the project root, e.g. `src/blocks/feature-grid`. */
  folder: string;
  schema: z.ZodType<{ type: string }>;
  hydrate: Hydration;
  /** The headings one block of this type renders (none for a block of another type). */
  headingsOf?: (block: unknown) => BlockHeading[];
  /** The images one block of this type shows, with their `sizes`. */
  imagesOf?: (block: unknown) => BlockImage[];
}

/** `site.config.json` as the engine reads it: the config pages get, and the site's forms. */
export type AnySite = ClientSite & { forms: Record<string, unknown> };

/**
 * What the engine's build-time tools (validation, JSON Schema, page files, the block catalogue)
 * are given of a site, instead of importing it: the site's entry builds one and passes it in
 * (`src/app/site-definition.ts`). `P` and `S` are the site's own page and config types, so the
 * results come back typed as the site knows them.
 */
export interface SiteDefinition<P extends AnyPage = AnyPage, S extends AnySite = AnySite> {
  /** A page file: the page's fields and the union of the site's blocks. */
  pageSchema: z.ZodType<P>;
  /** `site.config.json`, forms included. */
  siteSchema: z.ZodType<S>;
  blocks: readonly ToolingBlock[];
  /** The source file of each island of the frames around pages, from the project root. */
  shellIslands: Record<keyof typeof shellIslands, string>;
  /**
   * The site's modules the islands runtime loads in the browser, from the project root:
   * `virtual:island-providers` (exports `IslandProviders`, what every island renders in) and
   * `virtual:dialogs` (exports `openDialog`, the form dialogs the loader opens) and, in
   * development builds only, `virtual:island-props-check` (exports `checkIslandProps`, which
   * checks an island's props against its block's schema and reports what does not fit).
   */
  browserModules: { islandProviders: string; dialogs: string; islandPropsCheck: string };
  /** The `type` values a form field may have, in the order the JSON Schema lists them. */
  fieldTypes: readonly string[];
  // Methods, so a definition of the site's own types is a definition of any page and config.
  /** Checks of one parsed page against the parsed config, reported on the page. */
  pageChecks?(page: P, site: S): PointedMessage[];
  /** Checks of the parsed config against every parsed page, reported on the config. */
  siteChecks?(site: S, pages: readonly P[]): PointedMessage[];
}
