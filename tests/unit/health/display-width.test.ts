import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../../src/app/page-schema';
import { siteDefinition } from '../../../src/app/site-definition';
import {
  imageDisplayFindings,
  largestDisplayedWidth,
} from '../../../src/engine/validation/health/display-width';

const byType = new Map(siteDefinition.blocks.map((b) => [b.type, b]));
const widths: Record<string, number> = { '/images/huge.jpg': 2400, '/images/fit.jpg': 1040 };
const context = {
  imagesOf: (block: { type: string }) => byType.get(block.type)?.imagesOf?.(block) ?? [],
  fileWidth: (src: string) => widths[src],
};

const heroWith = (src: string) =>
  pageSchema.parse({
    format: 2,
    path: '/sample',
    title: 'A sample page of the site',
    description: 'A sample page that says what it offers in a sentence or two for searchers.',
    blocks: [
      {
        type: 'hero',
        heading: 'Sample',
        image: { src, alt: 'A photo of servers', width: 1200, height: 800 },
      },
    ],
  });

describe('page health: images no wider than twice as shown', () => {
  it('reads the widest an image is shown from its sizes', () => {
    expect(largestDisplayedWidth('(min-width: 768px) 520px, 320px')).toBe(520);
    expect(largestDisplayedWidth('(min-width: 520px) 480px, 100vw')).toBe(520);
    expect(largestDisplayedWidth('(min-width: 1200px) 560px, (min-width: 768px) 46vw, 100vw')).toBe(
      768,
    );
    expect(largestDisplayedWidth('160px')).toBe(160);
  });

  it('finds a photo more than twice as wide as the hero shows it, and not one that fits', () => {
    expect(imageDisplayFindings(heroWith('/images/huge.jpg'), context)).toEqual([
      expect.objectContaining({ check: 'image-display-size', pointer: '/blocks/0/image/src' }),
    ]);
    expect(imageDisplayFindings(heroWith('/images/fit.jpg'), context)).toEqual([]);
    // A drawing scales to any width: never too wide.
    expect(imageDisplayFindings(heroWith('/images/huge.svg'), context)).toEqual([]);
  });
});
