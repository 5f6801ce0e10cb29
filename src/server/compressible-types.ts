/**
 * The text types the build stores precompressed (.br and .gz beside the file) and the server sends
 * in the encoding a browser asks for. Images, fonts and archives are compressed already.
 */
export const compressibleTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Content codings the build writes, in the server's order of preference. */
export const encodings = ['br', 'gzip'] as const;

export type Encoding = (typeof encodings)[number];

/** The file suffix of each coding's copy: `index-abc123.js.br`. */
export const encodedSuffixes: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** The content type of a compressible file, or undefined when the build does not compress it. */
export function compressibleType(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? undefined : compressibleTypes[path.slice(dot).toLowerCase()];
}
