import type { z } from 'zod';
import { formsSchema } from '../forms/declarations';
import { redirectsSchema } from '../schema/redirects';
import { clientSiteSchema } from '../schema/site';

/**
 * The whole of `site.config.json`: the config every page gets, the forms of this site, and the
 * old paths the server redirects (which the browser never needs).
 */
export const siteSchema = clientSiteSchema.extend({
  forms: formsSchema,
  redirects: redirectsSchema.optional(),
});

export type Site = z.infer<typeof siteSchema>;
