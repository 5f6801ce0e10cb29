/** The image types the studio accepts, by file extension. */
export const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The text after a file name's last dot ("" for none), as written. */
export const extensionOf = (name: string) =>
  name.includes('.') ? (name.split('.').pop() ?? '') : '';

/** The media type a file name's extension stands for among ours, in any case; else undefined. */
export function imageTypeOf(name: string): string | undefined {
  const extension = extensionOf(name).toLowerCase();
  return Object.hasOwn(imageTypes, extension) ? imageTypes[extension] : undefined;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

// An SVG file may open with a byte order mark, an XML declaration, comments and a doctype.
const svgStart = /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/** The media type the file's first bytes show, whatever its name says; undefined if none of ours. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12)))
    return 'image/avif';
  if (svgStart.test(Buffer.from(bytes.subarray(0, 4096)).toString('utf8'))) return 'image/svg+xml';
  return undefined;
}
