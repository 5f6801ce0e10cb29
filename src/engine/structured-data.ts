import type { Page } from '../schema/page';
import type { Site } from '../schema/site';

/** JSON-LD objects for a page (D17); extended by the SEO work. */
export function structuredData(page: Page, site: Site): unknown[] {
  void page;
  void site;
  return [];
}
