import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { rasterImage } from '../tooling/images/raster';
import type { PointedMessage } from './problem';
import { walkStrings } from './walk';

/** Past these a source image only slows builds and the repository: no screen needs more. */
export const sourceImageLimits = { bytes: 500 * 1024, width: 3000 };

/**
 * Warnings about the raster files a page uses that are larger than any page needs. The build still
 * serves right-sized copies, so they are not errors. Missing files are reported elsewhere.
 */
export function imageFileWarnings(page: unknown, publicDir: string): PointedMessage[] {
  const out: PointedMessage[] = [];
  walkStrings(page, (src, pointer, key) => {
    if (key !== 'src' || !src.startsWith('/') || !rasterImage.test(src)) return;
    const file = join(publicDir, decodeURI(src));
    let bytes: number;
    let width: number;
    try {
      bytes = statSync(file).size;
      width = imageSize(readFileSync(file)).width;
    } catch {
      return;
    }
    if (bytes > sourceImageLimits.bytes)
      out.push({
        pointer,
        message: `image "${src}" is ${Math.round(bytes / 1024)} KB: save it under ${sourceImageLimits.bytes / 1024} KB (e.g. JPEG quality 80)`,
      });
    if (width > sourceImageLimits.width)
      out.push({
        pointer,
        message: `image "${src}" is ${width} px wide: ${sourceImageLimits.width} px is enough for any screen, scale it down`,
      });
  });
  return out;
}

/** Reads the width of the raster files under `publicDir` by address, each once; undefined if unreadable. */
export function imageFileWidths(publicDir: string): (src: string) => number | undefined {
  const widths = new Map<string, number | undefined>();
  return (src) => {
    if (!widths.has(src)) {
      let width: number | undefined;
      try {
        width = imageSize(readFileSync(join(publicDir, decodeURI(src)))).width;
      } catch {
        width = undefined;
      }
      widths.set(src, width);
    }
    return widths.get(src);
  };
}
