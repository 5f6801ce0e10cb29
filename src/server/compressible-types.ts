/**
 * The text types the build stores precompressed (.br and .gz beside the file) and the server sends
 * in the encoding a browser asks for. Images, fonts and archives are compressed already.
 */
const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);

/** Content codings the build writes, in the server's order of preference. */
export const encodings = ['br', 'gzip'] as const;

export type Encoding = (typeof encodings)[number];

/** The file suffix of each coding's copy: `index-abc123.js.br`. */
export const encodedSuffixes: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** Whether the build compresses a file of this name. */
export function isCompressible(path: string): boolean {
  const dot = path.lastIndexOf('.');
  return dot !== -1 && compressibleExtensions.has(path.slice(dot).toLowerCase());
}

/** A .br/.gz copy the build wrote of a compressible file (not, say, a .tar.gz to download). */
export const isCopy = (path: string) =>
  /\.(br|gz)$/.test(path) && isCompressible(path.replace(/\.(br|gz)$/, ''));
