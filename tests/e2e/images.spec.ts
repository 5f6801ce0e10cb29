import { readFileSync } from 'node:fs';
import type { Page as Browser } from '@playwright/test';
import { pageSchema } from '../../src/app/page-schema';
import { blocksOf, pagesWith } from './content';
import { expect, test } from './showcase-support';
import {
  expectNoViolations,
  layoutShifts,
  viewports,
  waitForIslands,
  watchLayoutShifts,
} from './support';

// A real page whose mediaText shows a raster image, and the sample page with a video.
const [withImage] = pagesWith('mediaText');
if (!withImage) throw new Error('no page has a mediaText block');
const imageBlock = withImage.blocks[0];
if (!imageBlock) throw new Error('no mediaText block');
const sample = pageSchema.parse(
  JSON.parse(readFileSync('tests/fixtures/showcase/media-text.json', 'utf8')),
);
const [videoBlock] = blocksOf(sample, 'mediaText');
const video = videoBlock?.video;
if (!videoBlock || !video) throw new Error('the sample page has no video');

/** The image requests of the page so far, by URL. */
function imageRequests(page: Browser) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('a raster image loads as a right-sized AVIF or WebP variant without layout shift', async ({
      page,
    }) => {
      const requests = imageRequests(page);
      await watchLayoutShifts(page);
      await page.goto(withImage.page.path);
      const img = page.getByRole('img', { name: imageBlock.image.alt });
      await img.scrollIntoViewIfNeeded();
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
      const current = await img.evaluate((el: HTMLImageElement) => ({
        url: new URL(el.currentSrc).pathname,
        shown: el.getBoundingClientRect().width * devicePixelRatio,
      }));
      expect(current.url).toMatch(/^\/assets\/images\/.+-(\d+)\.(avif|webp)$/);
      // The chosen file is at least as wide as the image shows, and not the largest for a phone.
      const width = Number(/-(\d+)\.\w+$/.exec(current.url)?.[1]);
      expect(width).toBeGreaterThanOrEqual(Math.min(current.shown, 1920));
      if (name === 'mobile') expect(width).toBeLessThan(1920);
      expect(requests).not.toContain(imageBlock.image.src);
      const shifts = await layoutShifts(page);
      expect(
        shifts.reduce((sum, s) => sum + s.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.01);
      await expectNoViolations(page, `${withImage.page.path} at ${name}`);
    });

    test('the mediaText video loads only after play is pressed, and takes focus', async ({
      page,
    }) => {
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === video.src) videoRequests.push(request.url());
      });
      await page.goto(sample.path);
      await waitForIslands(page);
      await expectNoViolations(page, `${sample.path} at ${name}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
      const play = page.getByRole('link', { name: `Play video: ${video.title}` });
      await expect(play).toHaveAttribute('href', video.src);
      await play.hover();
      await expect(play).toHaveAttribute('data-ready', '');
      await page.waitForTimeout(300);
      expect(videoRequests).toEqual([]);
      await play.click();
      const player = page.getByLabel(video.title);
      await expect(player).toBeFocused();
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      expect(page.url()).toContain(sample.path);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the play control is a link to the video', async ({ page }) => {
    await page.goto(sample.path);
    await page.getByRole('link', { name: `Play video: ${video.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${video.src.replace(/\./g, '\\.')}$`));
  });
});
