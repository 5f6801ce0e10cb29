import { defaultSplit } from '../../schema/experiment';
import { isRecord } from '../../schema/is-record';

/** The version of a tested block the editor is looking at. */
export type Side = 'original' | 'variant';

/** A page's test as the editor reads it from the raw page (before any check). */
export interface EditedTest {
  id: string;
  block: number;
  split: number;
  variant: unknown;
}

type Page = Readonly<Record<string, unknown>>;

/** The page's test, or undefined when it has none (or one too broken to name a block). */
export function testOf(page: unknown): EditedTest | undefined {
  if (!isRecord(page) || !isRecord(page.experiment)) return undefined;
  const { id, block, split, variant } = page.experiment;
  if (typeof block !== 'number') return undefined;
  return {
    id: typeof id === 'string' ? id : '',
    block,
    split: typeof split === 'number' ? split : defaultSplit,
    variant,
  };
}

// Lower-case words joined by "-", as the schema wants a test's name.
const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A new test's name: the page, the block's type and the day it was made, e.g.
 * "home-hero-carousel-2026-11-29"; at most 60 characters, as the schema allows.
 */
export function testName(path: unknown, blockType: string, today: string): string {
  const page = typeof path === 'string' ? words(path) || 'home' : 'page';
  const prefix = `${page}-${words(blockType) || 'block'}`.slice(0, 60 - today.length - 1);
  return `${prefix.replace(/-+$/, '')}-${today}`;
}

/** The page testing a copy of its block at `index`, shown to half the visitors. */
export function withTest(page: Page, index: number, today: string): Page {
  const blocks = Array.isArray(page.blocks) ? page.blocks : [];
  const block: unknown = blocks[index];
  const type = isRecord(block) && typeof block.type === 'string' ? block.type : 'block';
  const experiment = {
    id: testName(page.path, type, today),
    block: index,
    split: defaultSplit,
    variant: structuredClone(block),
  };
  return { ...page, experiment };
}

/** The page without its test: the original block stays. */
export function withoutTest(page: Page): Page {
  if (!('experiment' in page)) return page;
  const { experiment: _ended, ...rest } = page;
  return rest;
}

/** The page with the variant in place of the tested block, and no test. */
export const withVariantPromoted = (page: Page): Page => withoutTest(pageShowing(page, 'variant'));

/** Whether the variant differs from the block it tests (someone edited it). */
export function variantEdited(page: Page): boolean {
  const test = testOf(page);
  const blocks = Array.isArray(page.blocks) ? page.blocks : [];
  return test !== undefined && JSON.stringify(test.variant) !== JSON.stringify(blocks[test.block]);
}

/** The page as a visitor shown `side` sees it, for the preview (as `pageAsShown` on the site). */
export function pageShowing(page: Page, side: Side): Page {
  const test = testOf(page);
  if (side === 'original' || !test || !Array.isArray(page.blocks)) return page;
  const blocks = page.blocks.map((block: unknown, i) => (i === test.block ? test.variant : block));
  return { ...page, blocks };
}
