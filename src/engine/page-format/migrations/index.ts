import type { PageMigration } from './page-migration';
import { processGridsToSteps } from './process-grids-to-steps';

/**
 * Every page format migration, oldest first: the one at index i moves a page from format i + 1
 * to i + 2, and the last one ends at `currentPageFormat` (a unit test checks the chain).
 */
export const pageMigrations: readonly PageMigration[] = [processGridsToSteps];

export type { PageMigration } from './page-migration';
