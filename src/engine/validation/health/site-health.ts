import { healthCheckIds, type HealthCheckId } from '../../../schema/page-health';
import type { AnyPage } from '../../../schema/page';
import { linkKey, notFoundPath } from '../../paths';
import { walkStrings } from '../walk';
import { themeContrastFindings } from './contrast';
import type { FileHealthFinding, HealthFinding } from './finding';
import { pageHealth, type PageHealthContext } from './page-health';

export interface SiteHealthInput {
  pages: readonly { file: string; page: AnyPage }[];
  /** The site config as read (it may not have passed its schema): its links and theme. */
  site?: { file: string; value: unknown };
  context: PageHealthContext;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.getOwnPropertyDescriptor(value, key)?.value
    : undefined;

/** The checks the site config raises to errors (`health.errors`), as written. */
export function healthErrors(site: unknown): ReadonlySet<HealthCheckId> {
  const list = field(field(site, 'health'), 'errors');
  const ids: readonly unknown[] = Array.isArray(list) ? list : [];
  return new Set(healthCheckIds.filter((id) => ids.includes(id)));
}

/** Titles and descriptions the same on two pages: each page is told which others share it. */
function uniqueFindings(pages: SiteHealthInput['pages']): FileHealthFinding[] {
  const out: FileHealthFinding[] = [];
  for (const key of ['title', 'description'] as const) {
    const byText = new Map<string, string[]>();
    for (const { file, page } of pages) {
      const text = page[key].trim().toLowerCase();
      byText.set(text, [...(byText.get(text) ?? []), file]);
    }
    for (const { file, page } of pages) {
      const others = (byText.get(page[key].trim().toLowerCase()) ?? []).filter((f) => f !== file);
      if (others.length === 0) continue;
      const names = others.map((f) => `“${titleOf(pages, f)}”`);
      const who =
        names.length === 1
          ? `The page ${names[0]} has`
          : `The pages ${names.slice(0, -1).join(', ')} and ${names.at(-1)} have`;
      out.push({
        file,
        check: key === 'title' ? 'unique-title' : 'unique-description',
        pointer: `/${key}`,
        message: `${who} the same ${key}; search engines show one of two pages alike, so give this page its own.`,
      });
    }
  }
  return out;
}

const titleOf = (pages: SiteHealthInput['pages'], file: string) =>
  pages.find((p) => p.file === file)?.page.title ?? file;

/**
 * A page no menu, footer or other page links to is found by neither visitors nor search engines,
 * unless it is meant to be: the home page, the 404 page, a page kept out of search or for accounts.
 */
function reachableFindings(input: SiteHealthInput): FileHealthFinding[] {
  const linked = new Set<string>();
  const collect = (value: unknown, except?: string) =>
    walkStrings(value, (href, _pointer, key) => {
      if (key === 'href' && href.startsWith('/') && linkKey(href) !== except)
        linked.add(linkKey(href));
    });
  if (input.site) collect(input.site.value);
  for (const { page } of input.pages) collect(page.blocks, linkKey(page.path));
  return input.pages.flatMap(({ file, page }) => {
    const listed =
      page.path === '/' ||
      page.path === notFoundPath ||
      page.access !== undefined ||
      page.robots.startsWith('noindex') ||
      linked.has(linkKey(page.path));
    if (listed) return [];
    return [
      {
        file,
        check: 'reachable' as const,
        pointer: '/path',
        message:
          'No menu, footer or other page links here, so visitors and search engines can hardly find this page: add it to the menu or the footer, or link to it from another page.',
      },
    ];
  });
}

/**
 * Every health finding of the site (decisions.md #104): each page's own (`pageHealth`), the
 * checks across pages, and the theme's contrast on the site config; a page's recorded
 * exceptions (`healthExceptions`) are left out.
 */
export function siteHealth(input: SiteHealthInput): FileHealthFinding[] {
  const found: FileHealthFinding[] = [
    ...input.pages.flatMap(({ file, page }) =>
      pageHealth(page, input.context).map((f: HealthFinding) => ({ ...f, file })),
    ),
    ...uniqueFindings(input.pages),
    ...reachableFindings(input),
  ];
  const exceptions = new Map(
    input.pages.map(({ file, page }) => [
      file,
      new Set((page.healthExceptions ?? []).map((e) => e.check)),
    ]),
  );
  const colours = field(field(input.site?.value, 'theme'), 'colors');
  const theme =
    input.site && typeof colours === 'object' && colours !== null
      ? themeContrastFindings(Object.fromEntries(Object.entries(colours))).map((f) => ({
          ...f,
          file: input.site!.file,
        }))
      : [];
  return [...found.filter((f) => !exceptions.get(f.file)?.has(f.check)), ...theme];
}
