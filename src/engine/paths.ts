/** The path of the page shown for every unknown URL (decisions.md #3). */
export const notFoundPath = '/404';

/** Where the page editor is served on the site (the server's routes, the staff area's link). */
export const pageEditorPath = '/studio';

/**
 * Where the server answers itself, whatever the pages say (its routes): the API, the page editor,
 * shared previews of drafts, built assets and public files, the health checks. A page there could
 * never be opened (decisions.md #75).
 */
const serverOwned = [
  { prefix: '/api', what: 'its API' },
  { prefix: pageEditorPath, what: 'the page editor' },
  { prefix: '/preview', what: 'shared previews' },
  { prefix: '/assets', what: 'its scripts and styles' },
  { prefix: '/images', what: 'its images' },
  { prefix: '/logos', what: 'its logos' },
  { prefix: '/healthz', what: 'its health check' },
  { prefix: '/readyz', what: 'its health check' },
  { prefix: '/favicon.svg', what: 'its icon' },
];

/** What the server uses `path` (or a path it is under) for, or undefined when a page may have it. */
export function serverOwnedPath(path: string): string | undefined {
  const key = linkKey(path);
  return serverOwned.find(({ prefix }) => key === prefix || key.startsWith(`${prefix}/`))?.what;
}

/** Decodes a URL path, keeping it as is when it is not valid percent-encoding. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Normalises a path for matching: no query, hash or trailing slash, decoded, any case (decisions.md #1). */
export function linkKey(href: string): string {
  const path = (href.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
  return decodePath(path).toLowerCase();
}
