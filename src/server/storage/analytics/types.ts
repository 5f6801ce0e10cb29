import type { Version } from '../../../schema/experiment';

/**
 * Page views of one day, as the server counted them before a flush: each visitor (a hash of the
 * day's salt, the address and the browser, never kept past the day) with the views of a page it
 * made from one source.
 */
export interface DayHits {
  /** The day in the site's time zone, `YYYY-MM-DD`. */
  day: string;
  views: {
    path: string;
    visitor: string;
    /** Where the visit came from (`utm_source`, the referring host, or `direct`); null for a
     * view reached from another of the site's pages, which continues the visitor's visit. */
    source: string | null;
    campaign: string;
    count: number;
    /** The version of the page's experiment the visitor was shown (decisions.md #103). */
    experiment?: { id: string; version: Version };
  }[];
  /** Paths answered with the 404 page, by the site's page that linked there ('' if none). */
  notFound: { path: string; referrer: string; count: number }[];
  /** Questions the chat assistant could not answer, their words only (questions.ts). */
  questions?: { question: string; count: number }[];
}

/** What was counted over a range of days (both included). */
export interface AnalyticsCounts {
  totals: { views: number; visitors: number };
  days: { day: string; views: number; visitors: number }[];
  pages: { path: string; views: number; visitors: number }[];
  sources: { source: string; views: number; visitors: number }[];
  /** The views that came with a `utm_campaign`, by source and campaign. */
  campaigns: { source: string; campaign: string; views: number; visitors: number }[];
  notFound: { path: string; referrer: string; views: number }[];
  /** The questions the chat assistant could not answer, the most asked first. */
  unanswered: { question: string; asked: number }[];
  /** Each experiment's versions, by the page it ran on (decisions.md #103). */
  variants: {
    path: string;
    experiment: string;
    version: Version;
    views: number;
    visitors: number;
  }[];
}

/** A version of an experiment a visitor was shown on a day. */
export interface SeenVersion {
  path: string;
  experiment: string;
  version: Version;
}

/** Page views counted on the server, kept as counts per day (decisions.md #100). */
export interface AnalyticsStorage {
  /** The day's random salt, the same for every instance: made by the first caller. */
  analyticsSalt(day: string, make: () => string): Promise<string>;
  /** Adds a flush of counted views to the day's counts. */
  countHits(hits: DayHits): Promise<void>;
  /** Forgets the salts, visits and hashes of the days before `day`; how many rows went. */
  forgetVisitors(day: string): Promise<number>;
  /** The versions of experiments `visitor` (a hash with the day's salt) was shown on `day`. */
  versionsSeen(day: string, visitor: string): Promise<SeenVersion[]>;
  /** The counts of the days from `from` to `to`, both included (`YYYY-MM-DD`). */
  analyticsCounts(from: string, to: string): Promise<AnalyticsCounts>;
}
