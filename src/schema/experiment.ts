import { z } from 'zod';
import type { Version } from './page-versions';

export { pageVersions, type Version } from './page-versions';

/** The share of visitors shown the variant when an editor does not choose one, in percent. */
export const defaultSplit = 50;

/**
 * An A/B experiment on one block of a page (decisions.md #103): a variant shown instead of the
 * block to a share of the visitors, each visitor always seeing the same version.
 */
export const experimentSchemaOf = <B extends z.ZodType<{ type: string }>>(block: B) =>
  z
    .strictObject({
      id: z
        .string()
        .regex(
          /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
          'must be lower-case letters and digits, words joined by "-"',
        )
        .max(60)
        .describe(
          'Names the experiment in the results, e.g. "home-hero-2026-11"; a new name starts counting anew.',
        ),
      block: z
        .number()
        .int()
        .nonnegative()
        .describe('The block tested: its place in the page\'s "blocks", the first being 0.'),
      split: z
        .number()
        .int()
        .min(1)
        .max(99)
        .default(defaultSplit)
        .describe('The share of visitors, in percent, shown the variant instead of the block.'),
      variant: block.describe('The block shown instead of the tested one to that share.'),
    })
    .describe(
      'An experiment: a variant of one block shown to a share of the visitors, to see which brings more enquiries.',
    );

/** An experiment as the engine reads it, whatever the site's blocks. */
export interface AnyExperiment {
  id: string;
  block: number;
  split: number;
  variant: { type: string };
}

/**
 * The page as a version of its experiment shows it: the variant in place of the tested block.
 * A page without an experiment, or the original, is the page itself.
 */
export function pageAsShown<P extends { blocks: unknown[]; experiment?: AnyExperiment }>(
  page: P,
  version: Version,
): P {
  const { experiment } = page;
  if (version === 'original' || !experiment || experiment.block >= page.blocks.length) return page;
  const blocks = page.blocks.map((block, i) =>
    i === experiment.block ? experiment.variant : block,
  );
  return { ...page, blocks };
}
