import * as z from 'zod/mini';
import { calendarDay } from '../calendar-day';
import { apiGroup, endpoint } from './endpoint';
import { pageVersions } from '../page-versions';

const counted = { views: z.number(), visitors: z.number(), enquiries: z.number() };

/** What was counted over a range of days: the site's totals and each part of it. */
export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The site's time zone, in which the days are. */
  timeZone: z.string(),
  totals: z.object(counted),
  days: z.array(z.object({ day: z.string(), ...counted })),
  pages: z.array(z.object({ path: z.string(), ...counted })),
  sources: z.array(z.object({ source: z.string(), ...counted })),
  campaigns: z.array(z.object({ source: z.string(), campaign: z.string(), ...counted })),
  notFound: z.array(z.object({ path: z.string(), referrer: z.string(), views: z.number() })),
  /** What visitors asked the chat assistant that it could not answer: the words only. */
  unanswered: z.array(z.object({ question: z.string(), asked: z.number() })),
  /**
   * The experiments that showed a version on these days (decisions.md #103): each version's
   * views, visitors and enquiries (leads whose sender was shown it that day), how likely the
   * variant converts better (Beta–Binomial, 0 to 1) and whether there is enough to trust it.
   */
  experiments: z.array(
    z.object({
      page: z.string(),
      id: z.string(),
      variants: z.array(z.object({ id: z.enum(pageVersions), ...counted })),
      chanceVariantIsBetter: z.number(),
      enough: z.boolean(),
    }),
  ),
});

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** The longest range one report covers, in days. */
export const longestRangeDays = 400;

/**
 * Page views counted on the server and the enquiries they brought (decisions.md #100), for staff
 * and editors: 401 without a session, 403 for another account.
 */
export const analyticsApi = apiGroup({
  title: 'Analytics',
  base: '/api/analytics',
  audience: 'backOffice',
  endpoints: {
    report: endpoint({
      method: 'GET',
      path: '',
      summary:
        "Views, daily visitors and enquiries from `from` to `to` (days in the site's time zone, both included): in all, by day, by page, by source and campaign; the paths answered 404 with the page that linked there; the questions the chat assistant could not answer (their words, without e-mail addresses, links or long numbers); experiments. Visitors are counted once a day, so a range adds each day's up. Enquiries are the leads received, suspected spam left out, by the page they were sent from and the source of their visit.",
      query: z.object({ from: calendarDay, to: calendarDay }),
      responses: { 200: analyticsReportSchema },
      refusals: {
        400: `a day is not a real one, \`to\` is before \`from\`, or the range is over ${longestRangeDays} days`,
      },
    }),
  },
});
