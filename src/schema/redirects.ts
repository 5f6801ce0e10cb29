import { z } from 'zod';

const sitePath = z
  .string()
  .regex(/^\/[^?#\s]*$/, 'must be a path of this site starting with "/", e.g. "/old-page"');

/**
 * Old addresses of the site that lead to a page for good: the server answers them with a
 * permanent redirect (301), so links from search engines and other sites keep working after a
 * page's path changed or a page was removed. Kept in the site config (not in the browser code).
 */
export const redirectsSchema = z
  .array(
    z.strictObject({
      from: sitePath.describe('The old path, which no page has any more.'),
      to: sitePath.describe('The path of the page it leads to.'),
    }),
  )
  .describe(
    'Old paths that lead to a page permanently (301). The studio adds one when a page moves.',
  );

export type Redirect = z.infer<typeof redirectsSchema>[number];
