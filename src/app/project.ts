/**
 * The engine's tools for files of this project, given this site (src/app/site-definition.ts): the
 * same calls as the engine's, without the site argument, for the scripts, the server and tests.
 */
import { serializeJsonFile } from '../engine/page-format';
import { blockCatalogue as engineBlockCatalogue } from '../engine/tooling/catalogue/catalogue-data';
import type { CatalogueOptions } from '../engine/tooling/catalogue/catalogue-data';
import * as jsonSchema from '../engine/tooling/json-schema';
import { inProcessSchemaCheck as engineSchemaCheck } from '../engine/validation/ajv';
import {
  checkProject as engineCheckProject,
  type CheckOptions,
  type FileCheckCache,
} from '../engine/validation/check-project';
import { patternMessages as enginePatternMessages } from '../engine/validation/pattern-messages';
import { formatProblems } from '../engine/validation/problem';
import type { Page } from './page-schema';
import { siteDefinition } from './site-definition';
import type { Site } from './site-schema';

const site = siteDefinition;

/** Every check on the project's pages and site config (see the engine's checkProject). */
export const checkProject = (options: Omit<CheckOptions<Page, Site>, 'definition'>) =>
  engineCheckProject({ ...options, definition: site });

/** Validates against JSON Schema generated from the current zod schemas. */
export const inProcessSchemaCheck = () => engineSchemaCheck(site);

/**
 * The project's pages (defaults applied) and config as the build serves them, or an error listing
 * every problem: for what serves or answers from the content (publishing, the chat's benchmark).
 */
export function validatedContent(
  root: string,
  schemaCheck = inProcessSchemaCheck(),
  cache?: FileCheckCache,
): { site: Site; pages: Page[] } {
  const { problems, pages, site: config } = checkProject({ root, schemaCheck, cache });
  if (!config || problems.length > 0)
    throw new Error(`the content does not validate:\n${formatProblems(problems)}`);
  return { site: config, pages: pages.map((entry) => entry.page) };
}

export const pageJsonSchema = () => jsonSchema.pageJsonSchema(site);
export const siteJsonSchema = () => jsonSchema.siteJsonSchema(site);
/** `schemas/*.schema.json`, by path, as `npm run schemas` writes them. */
export const schemaFiles = () => jsonSchema.schemaFiles(site);

/** The zod message of every regex in the page and site schemas, by JSON Schema pattern. */
export const patternMessages = () => enginePatternMessages(site);

/** The block catalogue of this site (docs/blocks.md and `/_catalogue`). */
export const blockCatalogue = (options: Omit<CatalogueOptions, 'site'> = {}) =>
  engineBlockCatalogue({ ...options, site });

/**
 * Serializes a page (as read from its file, before defaults) into the text of its file; given
 * the file's current text, what did not change keeps its bytes.
 */
export const serializePage = (page: unknown, current?: string): string =>
  serializeJsonFile(page, site.pageSchema, current);

/** Serializes the site config (as read from site.config.json) into the text of that file. */
export const serializeSiteConfig = (config: unknown, current?: string): string =>
  serializeJsonFile(config, site.siteSchema, current);
