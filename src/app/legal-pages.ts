import { linkKey } from '../engine/paths';
import type { PointedMessage } from '../engine/validation/problem';
import type { Page } from './page-schema';
import type { Site } from './site-schema';

/**
 * Every legal link of the footer (terms, privacy policy) must lead to a page that carries legal
 * sections: a rewrite that drops them is caught here, with the link to fix, not by a test.
 */
export function legalPageChecks(site: Site, pages: readonly Page[]): PointedMessage[] {
  const links = site.footer.legal.map((link, i) => ({ link, pointer: `/footer/legal/${i}/href` }));
  // A form's notice links its privacy policy, which must be such a page too (decisions.md #56).
  for (const [name, form] of Object.entries(site.forms))
    if (form.notice)
      links.push({ link: form.notice.policy, pointer: `/forms/${name}/notice/policy/href` });
  return links.flatMap(({ link, pointer }) => {
    const page = pages.find((p) => linkKey(p.path) === linkKey(link.href));
    if (!page)
      return pointer.startsWith('/forms/')
        ? [{ pointer, message: `the privacy policy link leads to ${link.href}, which is no page` }]
        : // A footer link to no page at all is reported by the link check.
          [];
    if (page.blocks.some((b) => b.type === 'legalSections' && b.sections.length > 0)) return [];
    return [
      {
        pointer,
        message: `the legal link "${link.label}" leads to ${page.path}, which has no legalSections block; legal pages list their sections with one`,
      },
    ];
  });
}
