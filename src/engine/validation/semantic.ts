import { linkKey, notFoundPath, serverOwnedPath } from '../paths';
import type { PointedMessage } from './problem';
import { closestPath } from './suggest-path';
import { walkStrings } from './walk';
import { seoLengths } from '../seo-lengths';

/** A parsed file; it may have failed the schema, so every field is read defensively. */
export interface RawFile {
  file: string;
  value: unknown;
}

export interface SemanticInput {
  pages: RawFile[];
  site?: RawFile;
  /** Pages that are not valid JSON, as far as the tolerant parser read them. */
  unreadable?: RawFile[];
  /** Tells whether a file exists under public/ for a given URL path like "/images/a.svg". */
  publicFileExists: (urlPath: string) => boolean;
}

export type FileMessage = PointedMessage & { file: string };

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.getOwnPropertyDescriptor(value, key)?.value
    : undefined;

const text = (value: unknown, key: string): string | undefined => {
  const v = field(value, key);
  return typeof v === 'string' ? v : undefined;
};

/**
 * Checks JSON Schema cannot express: unique paths, internal links that resolve to a page
 * (ignoring case; decisions.md #2), images that exist under public/, and the SEO rules. Runs on every file
 * that parses, so a marketer sees these problems together with the schema ones.
 */
export function semanticChecks({
  pages,
  site,
  unreadable = [],
  publicFileExists,
}: SemanticInput): FileMessage[] {
  const out: FileMessage[] = [];
  const filesByPath = new Map<string, string[]>();
  for (const { file, value } of pages) {
    const path = text(value, 'path');
    if (!path) continue;
    filesByPath.set(linkKey(path), [...(filesByPath.get(linkKey(path)) ?? []), file]);
  }
  out.push(...duplicatePaths(pages, filesByPath));
  out.push(...serverPaths(pages));
  // A page with a syntax error still exists: links to it are not dead. When its path cannot be
  // read at all, any link might lead to it, so the link checks wait until it is fixed.
  const unreadablePaths = unreadable.map((u) => text(u.value, 'path'));
  const pagePaths = new Set([
    ...filesByPath.keys(),
    ...unreadablePaths.flatMap((p) => (p ? linkKey(p) : [])),
  ]);
  const redirects = redirectsOf(site?.value);
  // A link to a redirected path still lands on a page.
  const byPath = new Set([...pagePaths, ...redirects.map((r) => linkKey(r.from))]);
  const pathsKnown = unreadablePaths.every((p) => p !== undefined);
  if (pathsKnown && pages.length > 0 && !byPath.has(notFoundPath)) {
    out.push({
      file: pages[0]?.file ?? 'pages',
      pointer: '',
      message: `no page has path "${notFoundPath}": add one, it is shown for unknown URLs`,
    });
  }
  const paths = pages.flatMap((p) => text(p.value, 'path') ?? []);

  const checkStrings = (file: string, value: unknown) =>
    walkStrings(value, (str, pointer, key) => {
      if (key === 'href' && str.startsWith('/') && pathsKnown && !byPath.has(linkKey(str))) {
        const guess = closestPath(str, paths);
        out.push({
          file,
          pointer,
          message: `link to "${str}" has no page${guess ? ` — did you mean "${guess}"?` : ''}`,
        });
      }
      if (key === 'src' && str.startsWith('/') && !publicFileExists(str)) {
        out.push({
          file,
          pointer,
          message: `image "${str}" not found: expected a file at public${str}`,
        });
      }
    });

  for (const { file, value } of pages) checkStrings(file, value);
  if (site) checkStrings(site.file, site.value);
  if (site && pathsKnown) out.push(...redirectChecks(site.file, redirects, pagePaths, paths));
  out.push(...seoChecks(pages), ...backOfficeChecks(pages, site));
  return out;
}

/** A page whose path the server answers itself could never be opened. */
function serverPaths(pages: RawFile[]): FileMessage[] {
  return pages.flatMap(({ file, value }) => {
    const path = text(value, 'path');
    const what = path === undefined ? undefined : serverOwnedPath(path);
    if (what === undefined) return [];
    return [
      {
        file,
        pointer: '/path',
        message: `path "${path}" is where the website answers with ${what}, so this page could never be opened there: choose another path`,
      },
    ];
  });
}

/**
 * A back-office page is for staff, or staff and editors (its navigation is the staff area's), and
 * its header and navigation come from the site config, which must then have them.
 */
function backOfficeChecks(pages: RawFile[], site: RawFile | undefined): FileMessage[] {
  return pages.flatMap(({ file, value }) => {
    if (text(value, 'layout') !== 'backOffice') return [];
    const out: FileMessage[] = [];
    const access = text(value, 'access');
    if (access !== 'staff' && access !== 'backOffice')
      out.push({
        file,
        pointer: '/access',
        message:
          'a back-office page is for staff (and editors) only: set access to "staff" or "backOffice"',
      });
    if (site && field(site.value, 'backOffice') === undefined)
      out.push({
        file,
        pointer: '/layout',
        message: `the back office's header and navigation are missing: add "backOffice" to ${site.file}`,
      });
    return out;
  });
}

/**
 * Every page of a path used twice is reported, each naming the others: the file just added or
 * edited is often the newer one, and that is where the marketer looks.
 */
function duplicatePaths(pages: RawFile[], filesByPath: Map<string, string[]>): FileMessage[] {
  return pages.flatMap(({ file, value }) => {
    const path = text(value, 'path');
    const others = (path ? (filesByPath.get(linkKey(path)) ?? []) : []).filter((f) => f !== file);
    if (!path || others.length === 0) return [];
    return [
      {
        file,
        pointer: '/path',
        message: `path "${path}" is also used by ${others.join(', ')}; every page needs its own path`,
      },
    ];
  });
}

/** Title 10–60 and description 50–160 characters; canonicals unique; a page only accounts may
 * open is not for search engines. */
function seoChecks(pages: RawFile[]): FileMessage[] {
  const out: FileMessage[] = [];
  for (const { file, value } of pages) {
    const robots = text(value, 'robots') ?? 'index, follow';
    if (text(value, 'access') && !robots.startsWith('noindex'))
      out.push({
        file,
        pointer: '/robots',
        message: `a page only accounts may open must not be indexed: set robots to "noindex, nofollow"`,
      });
  }
  // Titles and descriptions alike on two pages are a health warning (health/site-health.ts).
  const canonicals = new Map<string, string>();
  for (const { file, value } of pages) {
    const title = text(value, 'title');
    const description = text(value, 'description');
    const { title: t, description: d } = seoLengths;
    if (title !== undefined && (title.length < t.min || title.length > t.max)) {
      out.push({
        file,
        pointer: '/title',
        message: `title is ${title.length} characters; search engines show ${t.min}–${t.max}`,
      });
    }
    if (description !== undefined && (description.length < d.min || description.length > d.max)) {
      out.push({
        file,
        pointer: '/description',
        message: `description is ${description.length} characters; write ${d.min}–${d.max}`,
      });
    }
    const canonical = text(value, 'canonical');
    if (!canonical) continue;
    const other = canonicals.get(canonical);
    if (other)
      out.push({
        file,
        pointer: '/canonical',
        message: `canonical is the same as in ${other}; each page needs its own`,
      });
    else canonicals.set(canonical, file);
  }
  return out;
}

/** The site config's redirects as written (each with its index), whatever else is wrong. */
function redirectsOf(site: unknown): { from: string; to: string; index: number }[] {
  const list = field(site, 'redirects');
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown, index) => {
    const from = text(entry, 'from');
    const to = text(entry, 'to');
    return from !== undefined && to !== undefined ? [{ from, to, index }] : [];
  });
}

/**
 * A redirect must lead to a page (never to another redirect: a chain costs the visitor a round
 * trip each), and its old path must be free: a page there would never be reached by it.
 */
function redirectChecks(
  file: string,
  redirects: { from: string; to: string; index: number }[],
  pagePaths: ReadonlySet<string>,
  paths: string[],
): FileMessage[] {
  const out: FileMessage[] = [];
  const seen = new Set<string>();
  for (const { from, to, index } of redirects) {
    const pointer = `/redirects/${index}`;
    if (pagePaths.has(linkKey(from)))
      out.push({
        file,
        pointer: `${pointer}/from`,
        message: `a page has the path "${from}": remove this redirect, or move that page`,
      });
    if (seen.has(linkKey(from)))
      out.push({ file, pointer: `${pointer}/from`, message: `"${from}" is redirected twice` });
    seen.add(linkKey(from));
    if (!pagePaths.has(linkKey(to))) {
      const guess = closestPath(to, paths);
      out.push({
        file,
        pointer: `${pointer}/to`,
        message: `redirect to "${to}" has no page${guess ? ` — did you mean "${guess}"?` : ''}`,
      });
    }
  }
  return out;
}
