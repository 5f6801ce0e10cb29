import type { AnalyticsReport } from '../../schema/api/analytics';
import { fromWallClock, wallClock } from '../site-time';
import type { AnalyticsCounts, LeadSource, Storage } from '../storage/types';
import type { LeadExperiment } from '../../schema/lead';
import { pageVersions, type Version } from '../../schema/page-versions';
import { chanceVariantIsBetter, isEnough } from '../../schema/experiment-result';

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/** How many days after `from` `to` is. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/**
 * A lead's source as a view's is read (page-views.ts): its visit's `utm_source`, else the host
 * of the outside page that sent it without `www.`, else direct.
 */
export function sourceOfLead(source: LeadSource | undefined): string {
  if (source?.utm_source) return source.utm_source;
  if (source?.referrer) {
    try {
      return new URL(source.referrer).hostname.toLowerCase().replace(/^www\./, '');
    } catch {
      return source.referrer;
    }
  }
  return 'direct';
}

/** Adds one to `map`'s count for `key`. */
const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * What was counted from `from` to `to` (days in `timeZone`, both included) with the enquiries
 * of those days beside it, from the leads themselves: by the page a lead was sent from and the
 * source and campaign of its visit.
 */
export async function analyticsReport(
  storage: Storage,
  { from, to }: { from: string; to: string },
  timeZone: string,
): Promise<AnalyticsReport> {
  const start = fromWallClock(`${from}T00:00`, timeZone);
  const end = fromWallClock(`${nextDay(to)}T00:00`, timeZone);
  if (!start || !end) throw new Error(`no such days in ${timeZone}: ${from} to ${to}`);
  const [counts, leads] = await Promise.all([
    storage.analyticsCounts(from, to),
    storage.leadOrigins(start, end),
  ]);
  const byDay = new Map<string, number>();
  const byPage = new Map<string, number>();
  const bySource = new Map<string, number>();
  const byCampaign = new Map<string, number>();
  for (const lead of leads) {
    tally(byDay, wallClock(new Date(lead.receivedAt), timeZone).slice(0, 10));
    if (lead.page) tally(byPage, lead.page);
    const source = sourceOfLead(lead.source);
    tally(bySource, source);
    if (lead.source?.utm_campaign)
      tally(byCampaign, JSON.stringify([source, lead.source.utm_campaign]));
  }
  const views = new Map(counts.days.map((d) => [d.day, d]));
  const enquiries = (map: Map<string, number>, key: string) => map.get(key) ?? 0;
  /** The counted rows with their enquiries, then the keys with enquiries and no views. */
  const joined = <R extends { views: number; visitors: number }>(
    rows: R[],
    keyOf: (row: R) => string,
    map: Map<string, number>,
    rowOf: (key: string) => R,
  ) => {
    const seen = new Set(rows.map(keyOf));
    const unseen = [...map.keys()].filter((key) => !seen.has(key)).map(rowOf);
    return [...rows, ...unseen].map((row) => ({ ...row, enquiries: enquiries(map, keyOf(row)) }));
  };
  const none = { views: 0, visitors: 0 };
  return {
    from,
    to,
    timeZone,
    totals: { ...counts.totals, enquiries: leads.length },
    days: daysFrom(from, to).map((day) => ({
      day,
      views: views.get(day)?.views ?? 0,
      visitors: views.get(day)?.visitors ?? 0,
      enquiries: enquiries(byDay, day),
    })),
    pages: joined(
      counts.pages,
      (row) => row.path,
      byPage,
      (path) => ({ path, ...none }),
    ),
    sources: joined(
      counts.sources,
      (row) => row.source,
      bySource,
      (source) => ({
        source,
        ...none,
      }),
    ),
    campaigns: joined(
      counts.campaigns,
      (row) => JSON.stringify([row.source, row.campaign]),
      byCampaign,
      (key) => {
        const [source = '', campaign = ''] = JSON.parse(key) as string[];
        return { source, campaign, ...none };
      },
    ),
    notFound: counts.notFound,
    unanswered: counts.unanswered,
    experiments: experimentsOf(counts.variants, leads),
  };
}

/**
 * Each experiment's versions with their enquiries: the leads whose sender was shown that version
 * (decisions.md #103). The original comes first; a version no one was shown counts zeros.
 */
function experimentsOf(
  variants: AnalyticsCounts['variants'],
  leads: { experiments?: LeadExperiment[] }[],
): AnalyticsReport['experiments'] {
  const key = (page: string, id: string, version: Version) => JSON.stringify([page, id, version]);
  const enquiries = new Map<string, number>();
  for (const lead of leads)
    for (const seen of lead.experiments ?? [])
      tally(enquiries, key(seen.page, seen.id, seen.version));
  const counted = new Map(variants.map((row) => [key(row.path, row.experiment, row.version), row]));
  const experiments = new Map<string, { page: string; id: string }>();
  for (const row of variants)
    experiments.set(JSON.stringify([row.path, row.experiment]), {
      page: row.path,
      id: row.experiment,
    });
  return [...experiments.values()].map(({ page, id }) => {
    const [original, variant] = pageVersions.map((version) => ({
      id: version,
      views: counted.get(key(page, id, version))?.views ?? 0,
      visitors: counted.get(key(page, id, version))?.visitors ?? 0,
      enquiries: enquiries.get(key(page, id, version)) ?? 0,
    }));
    return {
      page,
      id,
      variants: [original!, variant!],
      chanceVariantIsBetter: chanceVariantIsBetter(original!, variant!),
      enough: isEnough(original!, variant!),
    };
  });
}
