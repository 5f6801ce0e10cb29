import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageStore, pageImageSources } from '../../../src/engine/tooling/images/page-images';
import { processImage, widthsFor } from '../../../src/engine/tooling/images/variants';

const dir = mkdtempSync(join(tmpdir(), 'image-variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A plain test picture of the given size (plain, so encoding it is quick). */
async function picture(name: string, width: number, height: number) {
  const file = join(dir, name);
  const background = { r: 40, g: 90, b: 200 };
  await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toFile(file);
  return file;
}

const widthOf = async (file: string) => (await sharp(file).metadata()).width;

describe('image variants', () => {
  it('makes the standard widths below the source and the source width itself, never wider', () => {
    expect(widthsFor(2400)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1000)).toEqual([320, 640, 960, 1000]);
    expect(widthsFor(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(200)).toEqual([200]);
  });

  it('writes AVIF and WebP files of each width, with the source’s size and srcset lists', async () => {
    const file = await picture('wide.jpg', 1000, 500);
    const { info, variants } = await processImage(file, join(dir, 'cache-a'));
    expect(info.width).toBe(1000);
    expect(info.height).toBe(500);
    expect(info.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(info.sources[0]?.srcset).toMatch(/-320\.avif 320w, .*-1000\.avif 1000w$/);
    expect(variants).toHaveLength(8);
    for (const variant of variants) {
      const width = Number(/-(\d+)\.(avif|webp)$/.exec(variant.url)?.[1]);
      expect(variant.url).toMatch(/^\/assets\/images\/wide-[0-9a-f]{10}-\d+\.(avif|webp)$/);
      expect(await widthOf(variant.file)).toBe(width);
      expect((await sharp(variant.file).metadata()).format).toBe(
        variant.url.endsWith('.avif') ? 'heif' : 'webp',
      );
    }
  });

  it('does no encoding for an unchanged image the second time, and new files when it changes', async () => {
    const file = await picture('again.jpg', 700, 400);
    const cache = join(dir, 'cache-b');
    const first = await processImage(file, cache);
    expect(first.encoded).toBe(6);
    const second = await processImage(file, cache);
    expect(second.encoded).toBe(0);
    expect(second.info).toEqual(first.info);
    await picture('again.jpg', 701, 400);
    const changed = await processImage(file, cache);
    expect(changed.encoded).toBe(6);
    expect(changed.variants[0]?.url).not.toBe(first.variants[0]?.url);
  });

  it('takes variants from the committed cache when it has them, writing nothing of its own', async () => {
    const file = await picture('committed.jpg', 700, 400);
    const committed = join(dir, 'committed');
    const made = await processImage(file, committed);
    const local = join(dir, 'local');
    const again = await processImage(file, local, [committed]);
    expect(again.encoded).toBe(0);
    expect(again.info).toEqual(made.info);
    expect(again.variants.map((v) => v.file)).toEqual(made.variants.map((v) => v.file));
    expect(readdirSync(local)).toEqual([]);
  });

  it('lists a page’s raster images but not its SVGs or videos', () => {
    const page = {
      blocks: [
        { image: { src: '/images/a.jpg' } },
        { image: { src: '/images/b.svg' }, video: { src: '/videos/c.webm' } },
        { cards: [{ image: { src: '/images/d.png' } }, { image: { src: '/images/a.jpg' } }] },
      ],
    };
    expect(pageImageSources(page)).toEqual(['/images/a.jpg', '/images/d.png']);
  });

  it('gives the dev server the file’s real size and no variants', async () => {
    const root = join(dir, 'project');
    mkdirSync(join(root, 'public', 'images'), { recursive: true });
    copyFileSync(await picture('dev.jpg', 640, 360), join(root, 'public', 'images', 'dev.jpg'));
    writeFileSync(join(root, 'public', 'images', 'logo.svg'), '<svg/>');
    const store = imageStore({ root, build: false });
    const images = await store.pageImages({ image: { src: '/images/dev.jpg' } });
    expect(images).toEqual({ '/images/dev.jpg': { width: 640, height: 360, sources: [] } });
    expect(store.variants()).toEqual([]);
  });
});
