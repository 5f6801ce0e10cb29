import { linkKey } from '../engine/paths';
import type { PointedMessage } from '../engine/validation/problem';
import type { Page } from './page-schema';
import type { Site } from './site-schema';

/**
 * Every legal link of the footer (terms, privacy policy) must lead to a page that carries legal
 * sections: a rewrite that drops them is caught here, with the link to fix, not by a test.
 */
export function legalPageChecks(site: Site, pages: readonly Page[]): PointedMessage[] {
  return site.footer.legal.flatMap((link, i) => {
    const page = pages.find((p) => linkKey(p.path) === linkKey(link.href));
    // A link to no page at all is reported by the link check.
    if (!page || page.blocks.some((b) => b.type === 'legalSections' && b.sections.length > 0))
      return [];
    return [
      {
        pointer: `/footer/legal/${i}/href`,
        message: `the legal link "${link.label}" leads to ${page.path}, which has no legalSections block; legal pages list their sections with one`,
      },
    ];
  });
}
