/** The path of the page shown for every unknown URL (decisions.md #3). */
export const notFoundPath = '/404';

/** Where the page editor is served on the site (the server's routes, the staff area's link). */
export const pageEditorPath = '/studio';

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
