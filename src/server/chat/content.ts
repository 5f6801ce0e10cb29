import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { pageSchema, type Page } from '../../app/page-schema';
import { siteSchema, type Site } from '../../app/site-schema';

/** What the assistant knows: the validated pages and site config the build served. */
export interface SiteContent {
  site: Site;
  pages: Page[];
}

const contentSchema = z.object({ site: siteSchema, pages: z.array(pageSchema) });

/**
 * Reads `content.json`, written by the build beside the prerendered pages. Returns undefined when
 * the build has none (an older build): the site still serves, the chat answers 503.
 */
export function loadContent(distDir: string): SiteContent | undefined {
  const file = join(distDir, 'content.json');
  if (!existsSync(file)) return undefined;
  const parsed = contentSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} does not match the page and site schemas: ${parsed.error.message}`);
  }
  return parsed.data;
}
