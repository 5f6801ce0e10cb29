import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageInfo, PageImages } from '../../image-info';
import { walkStrings } from '../../validation/walk';
import { rasterImage } from './raster';
import { measureImage, processImage, type Variant } from './variants';

/** The raster images a page's data names (every "src" ending in .jpg, .png or .webp). */
export function pageImageSources(page: unknown): string[] {
  const sources = new Set<string>();
  walkStrings(page, (text, _pointer, key) => {
    if (key === 'src' && text.startsWith('/') && rasterImage.test(text)) sources.add(text);
  });
  return [...sources].sort();
}

/**
 * The project's committed cache of image variants (decisions.md #29): a fresh clone's first build
 * encodes nothing. The site's build writes a new image's variants there, to be committed with it.
 */
export const committedImageCache = (root: string) => join(root, 'build-cache', 'images');

/**
 * Image info for page modules. In a build every raster image gets its variants and `variants()`
 * lists the files to write; in `npm run dev` only the size is read and the original file is
 * served. Variants come from the committed cache when it has them; new ones are written there
 * with `keep: 'committed'` (the project's build), else to node_modules/.cache/images (the
 * running site's renders, whose folder is content, not code).
 */
export function imageStore({
  root,
  build,
  keep = 'local',
}: {
  root: string;
  build: boolean;
  keep?: 'committed' | 'local';
}) {
  const committed = committedImageCache(root);
  const local = join(root, 'node_modules', '.cache', 'images');
  const hasCommitted = existsSync(committed);
  const cacheDir = keep === 'committed' && hasCommitted ? committed : local;
  const alsoIn = hasCommitted && cacheDir !== committed ? [committed] : [];
  const infos = new Map<string, Promise<ImageInfo>>();
  const files = new Map<string, Variant>();
  const infoOf = (src: string) => {
    const file = join(root, 'public', decodeURI(src));
    let info = infos.get(src);
    if (!info) {
      info = build
        ? processImage(file, cacheDir, alsoIn).then((processed) => {
            for (const variant of processed.variants) files.set(variant.url, variant);
            return processed.info;
          })
        : measureImage(readFileSync(file)).then((size) => ({ ...size, sources: [] }));
      infos.set(src, info);
    }
    return info;
  };
  return {
    /**
     * The info of every raster image of a page, by source path; with `onDisk`, of those whose
     * file exists only (an image without info is shown as its original file).
     */
    async pageImages(page: unknown, { onDisk = false } = {}): Promise<PageImages> {
      const sources = pageImageSources(page).filter(
        (src) => !onDisk || existsSync(join(root, 'public', decodeURI(src))),
      );
      const entries = await Promise.all(
        sources.map(async (src) => [src, await infoOf(src)] as const),
      );
      return Object.fromEntries(entries);
    },
    /** Every variant file the pages loaded so far use. */
    variants: (): Variant[] => [...files.values()],
    /** Forgets what it read, after a page or image changed in `npm run dev`. */
    clear: () => infos.clear(),
  };
}
