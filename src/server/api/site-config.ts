import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteSchema, type Site } from '../../schema/site';

/**
 * The site config the API validates against: the one the build in `distDir` was made from
 * (so the browser and the server check the same forms), else `site.config.json`.
 */
export function loadSite(distDir: string | undefined, root = process.cwd()): Site {
  const built = distDir ? join(distDir, 'content.json') : undefined;
  if (built && existsSync(built)) {
    const content: unknown = JSON.parse(readFileSync(built, 'utf8'));
    const site =
      typeof content === 'object' && content !== null && 'site' in content
        ? content.site
        : undefined;
    return siteSchema.parse(site);
  }
  return siteSchema.parse(JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8')));
}
