import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import type { ImageInfo } from '../../image-info';

/** Widths the build makes of each raster image, never wider than the source. */
export const variantWidths = [320, 640, 960, 1280, 1920] as const;

/** The formats offered, best first: the browser takes the first it supports. */
export const variantFormats = [
  { format: 'avif', type: 'image/avif', options: { quality: 50, effort: 4 } },
  { format: 'webp', type: 'image/webp', options: { quality: 75 } },
] as const;

// Part of every hash: changed settings make new files instead of reusing the old ones.
const settings = JSON.stringify({ variantWidths, variantFormats, version: 1 });

/** One file the build writes: where it is served and where its bytes are cached. */
export interface Variant {
  url: string;
  file: string;
}

export interface ProcessedImage {
  info: ImageInfo;
  variants: Variant[];
  /** How many files sharp encoded now; 0 when every variant came from the cache. */
  encoded: number;
}

/** The widths to make of a source this wide: the standard ones below it, and its own when smaller than the largest. */
export function widthsFor(sourceWidth: number): number[] {
  const widths: number[] = variantWidths.filter((width) => width < sourceWidth);
  const largest = variantWidths[variantWidths.length - 1] ?? sourceWidth;
  if (sourceWidth <= largest) widths.push(sourceWidth);
  return widths;
}

/**
 * Whether a raster image decodes whole, as the build's encoder will read it (a file cut short
 * or damaged fails there, so it is refused when it is uploaded instead).
 */
export async function decodesWhole(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes).rotate().raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Width and height as shown, after the rotation a camera wrote in the EXIF data. */
export async function measureImage(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width, height, orientation = 1 } = await sharp(bytes).metadata();
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * AVIF and WebP variants of one raster image at each width of `widthsFor`, for the build. Files
 * are named by a hash of the source and the settings, so a served URL never changes meaning (the
 * server caches /assets/ for a year), and kept in `cacheDir`: an unchanged image costs no encoding
 * on the next build. A file already in one of `alsoIn` (the project's committed cache) is used
 * from there.
 */
export async function processImage(
  sourceFile: string,
  cacheDir: string,
  alsoIn: readonly string[] = [],
): Promise<ProcessedImage> {
  const bytes = readFileSync(sourceFile);
  const hash = createHash('sha256').update(settings).update(bytes).digest('hex').slice(0, 16);
  mkdirSync(cacheDir, { recursive: true });
  const cached = (name: string) =>
    [...alsoIn, cacheDir].map((dir) => join(dir, name)).find((file) => existsSync(file));
  const sizeFile = cached(`${hash}.json`);
  const size = sizeFile
    ? readSize(sizeFile)
    : await measureImage(bytes).then((measured) => {
        writeFileSync(join(cacheDir, `${hash}.json`), JSON.stringify(measured));
        return measured;
      });
  const stem = basename(sourceFile, extname(sourceFile)).replace(/[^a-zA-Z0-9-]+/g, '-');
  const widths = widthsFor(size.width);
  const variants: Variant[] = [];
  let encoded = 0;
  for (const { format, options } of variantFormats) {
    for (const width of widths) {
      const name = `${hash}-${width}.${format}`;
      let file = cached(name);
      if (!file) {
        file = join(cacheDir, name);
        // Written aside and renamed, so a build stopped halfway leaves no truncated file behind.
        const partial = `${file}.${process.pid}.partial`;
        await sharp(bytes).rotate().resize({ width }).toFormat(format, options).toFile(partial);
        renameSync(partial, file);
        encoded += 1;
      }
      variants.push({
        url: `/assets/images/${stem}-${hash.slice(0, 10)}-${width}.${format}`,
        file,
      });
    }
  }
  const sources = variantFormats.map(({ format, type }) => ({
    type,
    srcset: variants
      .filter((v) => v.url.endsWith(`.${format}`))
      .map((v, i) => `${v.url} ${widths[i]}w`)
      .join(', '),
  }));
  return { info: { ...size, sources }, variants, encoded };
}

function readSize(file: string): { width: number; height: number } {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (
    typeof value === 'object' &&
    value !== null &&
    'width' in value &&
    'height' in value &&
    typeof value.width === 'number' &&
    typeof value.height === 'number'
  )
    return { width: value.width, height: value.height };
  throw new Error(`${file} is not an image size; delete it to measure the image again`);
}
