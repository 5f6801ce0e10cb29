import { z } from 'zod';

/**
 * Whether the server counts page views (decisions.md #100, #102). The privacy policy says so
 * through a section shown only when this is on (`"shownIf": "analytics.countPageViews"`), so the
 * page and the server read the same switch; COUNT_PAGE_VIEWS=off still stops the counting.
 */
export const analyticsSettingsSchema = z
  .strictObject({
    countPageViews: z
      .boolean()
      .default(true)
      .describe(
        'true: the server counts the pages visitors open (daily counts per page, source and campaign; no cookie, no script, no address kept), and the privacy policy says so. false: nothing is counted and the policy says nothing about it.',
      ),
  })
  .describe('Counting the visits of the site, on the server.');

export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;
