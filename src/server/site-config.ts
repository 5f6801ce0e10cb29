import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteSchema, type Site } from '../app/site-schema';
import { loadContent } from './chat/content';

/**
 * The site config the API validates against: the one the build in `distDir` was made from
 * (so the browser and the server check the same forms), else `site.config.json`.
 */
export function loadSite(distDir: string | undefined, root = process.cwd()): Site {
  return (
    (distDir ? loadContent(distDir)?.site : undefined) ??
    siteSchema.parse(JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8')))
  );
}
