import type { SiteDefinition } from '../engine/site-definition';
import { blocks } from '../blocks';
import { blockFolder } from '../blocks/folders';
import { fieldTypes } from '../forms/fields/schemas';
import { legalPageChecks } from './legal-pages';
import { pageSchema, type Page } from './page-schema';
import { siteSchema, type Site } from './site-schema';
import { subjectFieldChecks } from './subject-fields';

/**
 * This site as the engine's build-time tools and Vite plugins are given it (vite.config.ts, the
 * scripts): its page and config schemas, its blocks and field types, the modules its islands
 * runtime loads, and the checks only this site makes.
 */
export const siteDefinition: SiteDefinition<Page, Site> = {
  pageSchema,
  siteSchema,
  blocks: blocks.map(({ type, schema, hydrate, headingsOf, imagesOf }) => ({
    type,
    folder: `src/blocks/${blockFolder(type)}`,
    schema,
    hydrate,
    headingsOf,
    imagesOf,
  })),
  shellIslands: {
    menus: 'src/layout/menus.ts',
    floatingCluster: 'src/layout/FloatingCluster.tsx',
    backOffice: 'src/layout/back-office/back-office.ts',
  },
  browserModules: {
    islandProviders: 'src/app/IslandProviders.tsx',
    dialogs: 'src/app/dialogs.tsx',
    islandPropsCheck: 'src/blocks/island-props-check.ts',
  },
  fieldTypes,
  pageChecks: subjectFieldChecks,
  siteChecks: legalPageChecks,
};
