import type { z } from 'zod';
import { formsSchema } from '../forms/declarations';
import { analyticsSettingsSchema } from '../schema/analytics-settings';
import { healthSettingsSchema } from '../schema/page-health';
import { leadsSettingsSchema } from '../schema/leads-settings';
import { publishingSchema } from '../schema/publishing';
import { redirectsSchema } from '../schema/redirects';
import { clientSiteSchema } from '../schema/site';

/**
 * The whole of `site.config.json`: the config every page gets, the forms of this site, and the
 * old paths the server redirects, how the studio publishes, how long leads are kept, whether
 * page views are counted and which page health checks block publishing (which the browser never needs).
 */
export const siteSchema = clientSiteSchema.extend({
  forms: formsSchema,
  redirects: redirectsSchema.optional(),
  publishing: publishingSchema.optional(),
  leads: leadsSettingsSchema.optional(),
  analytics: analyticsSettingsSchema.optional(),
  health: healthSettingsSchema.optional(),
});

export type Site = z.infer<typeof siteSchema>;
