import type { z } from 'zod';
import { formsSchema } from '../forms/declarations';
import { clientSiteSchema } from '../schema/site';

/** The whole of `site.config.json`: the config every page gets, and the forms of this site. */
export const siteSchema = clientSiteSchema.extend({ forms: formsSchema });

export type Site = z.infer<typeof siteSchema>;
