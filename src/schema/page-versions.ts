/**
 * The versions of a page an experiment shows: the page as it is, and the variant. Apart from the
 * experiment's schema, so browser code (the inbox) can name them without its zod.
 */
export const pageVersions = ['original', 'variant'] as const;
export type Version = (typeof pageVersions)[number];
