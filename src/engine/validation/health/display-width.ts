import type { BlockImage } from '../../block-definition';
import type { AnyPage } from '../../../schema/page';
import { rasterImage } from '../../tooling/images/raster';
import type { HealthFinding } from './finding';

/** The widest screen a width in `vw` is judged at when nothing narrower bounds it. */
const widestScreen = 1920;

/**
 * The widest an image with this `sizes` is ever shown, in CSS pixels: each entry applies from its
 * `min-width` up to the next larger one listed before it (the first match wins), so a `vw` width
 * is judged at that bound ("(min-width: 520px) 480px, 100vw" → 520).
 */
export function largestDisplayedWidth(sizes: string): number {
  let upper = Number.POSITIVE_INFINITY;
  let largest = 0;
  for (const entry of sizes.split(',')) {
    const min = Number(/min-width:\s*(\d+)px/.exec(entry)?.[1] ?? 0);
    const length = entry.trim().split(/\s+/).at(-1) ?? '';
    const px = /^(\d+(?:\.\d+)?)px$/.exec(length);
    const vw = /^(\d+(?:\.\d+)?)vw$/.exec(length);
    const width = px
      ? Number(px[1])
      : vw
        ? (Number(vw[1]) / 100) * Math.min(upper, widestScreen)
        : widestScreen;
    largest = Math.max(largest, width);
    if (min > 0) upper = Math.min(upper, min);
  }
  return Math.ceil(largest);
}

/** What the display check needs: each block's images, and a picture's real width by address. */
export interface DisplayWidthContext {
  imagesOf: (block: { type: string }) => BlockImage[];
  /** The width in pixels of the file at an address such as "/images/a.png", if it can be read. */
  fileWidth: (src: string) => number | undefined;
}

/**
 * A raster image more than twice as wide as the widest it is shown (twice covers screens with two
 * pixels to each CSS pixel) makes the file, and every build, larger for nothing.
 */
export function imageDisplayFindings(page: AnyPage, context: DisplayWidthContext): HealthFinding[] {
  return page.blocks.flatMap((block, i) =>
    context.imagesOf(block).flatMap(({ pointer, sizes }) => {
      const src = srcAt(block, pointer);
      if (!src || !rasterImage.test(src)) return [];
      const width = context.fileWidth(src);
      const enough = 2 * largestDisplayedWidth(sizes);
      if (width === undefined || width <= enough) return [];
      return [
        {
          check: 'image-display-size' as const,
          pointer: `/blocks/${i}${pointer}/src`,
          message: `This image is ${width} px wide but shown at most ${enough / 2} px wide: a copy ${enough} px wide looks the same and makes the page’s file smaller.`,
        },
      ];
    }),
  );
}

function srcAt(block: unknown, pointer: string): string | undefined {
  let at: unknown = block;
  for (const key of pointer.split('/').slice(1)) {
    if (Array.isArray(at)) at = at[Number(key)];
    else if (typeof at === 'object' && at !== null)
      at = Object.getOwnPropertyDescriptor(at, key)?.value;
    else return undefined;
  }
  const src =
    typeof at === 'object' && at !== null
      ? Object.getOwnPropertyDescriptor(at, 'src')?.value
      : undefined;
  return typeof src === 'string' ? src : undefined;
}
