import type { z } from 'zod';
import { formsSchema } from '../forms/declarations';
import { analyticsSettingsSchema } from '../schema/analytics-settings';
import { leadsSettingsSchema } from '../schema/leads-settings';
import { publishingSchema } from '../schema/publishing';
import { redirectsSchema } from '../schema/redirects';
import { clientSiteSchema } from '../schema/site';

/**
 * The whole of `site.config.json`: the config every page gets, the forms of this site, and the
 * old paths the server redirects, how the studio publishes, how long leads are kept and whether
 * page views are counted (which the browser never needs).
 */
export const siteSchema = clientSiteSchema.extend({
  forms: formsSchema,
  redirects: redirectsSchema.optional(),
  publishing: publishingSchema.optional(),
  leads: leadsSettingsSchema.optional(),
  analytics: analyticsSettingsSchema.optional(),
});

export type Site = z.infer<typeof siteSchema>;
