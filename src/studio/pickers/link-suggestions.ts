import { linkKey } from '../../engine/paths';
import type { SitePath } from '../studio-shared';

/** Links typed in full rather than chosen from the site's pages. */
const freeForm = /^(https?:|tel:|mailto:|#|\{\{)/i;

/** The site's pages whose path or title contains what was typed; none for URLs and placeholders. */
export function suggestPages(sitePaths: readonly SitePath[], text: string): SitePath[] {
  const q = text.trim().toLowerCase();
  if (freeForm.test(q)) return [];
  if (!q) return [...sitePaths];
  return sitePaths.filter(
    (page) => page.path.toLowerCase().includes(q) || page.title.toLowerCase().includes(q),
  );
}

/** A gentle note on a link that will not work, or undefined; validation gives the real error. */
export function linkHint(sitePaths: readonly SitePath[], text: string): string | undefined {
  const value = text.trim();
  if (!value || freeForm.test(value)) return undefined;
  if (value.startsWith('/')) {
    // Routes ignore case, query and hash, as the validator's link check does (decisions.md #1).
    const known = sitePaths.some((page) => linkKey(page.path) === linkKey(value));
    return known ? undefined : `No page of this site has the path “${value}”.`;
  }
  if (suggestPages(sitePaths, value).length > 0) return undefined;
  return 'Start with / for a page of this site, https:// for another site, tel: or mailto:.';
}
