import { callApi } from '../../engine/browser/call-api';
import { analyticsApi, longestRangeDays, type AnalyticsReport } from '../../schema/api/analytics';
import { apiRoot, endpointUrl, groupBase, readAnswer } from '../../schema/api/endpoint';

/** One test's numbers as the report gives them. */
export type TestResult = AnalyticsReport['experiments'][number];

/** What the results part is waiting for or got: `result` undefined while nobody was counted. */
export type LoadedResult =
  { kind: 'loading' } | { kind: 'ok'; result: TestResult | undefined } | { kind: 'failed' };

const { report } = analyticsApi.endpoints;

/** The day a moment falls on in a time zone (the site's, whose days the report counts). */
export function dayIn(date: Date, timeZone?: string): string {
  // Canadian English writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The longest range the report covers, ending `today` (YYYY-MM-DD), both days included. */
export function resultRange(today: string) {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (longestRangeDays - 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

/**
 * A test's numbers from the site's analytics (`GET /api/analytics`, the site's own API beside the
 * studio), over the longest range it reports, by the page's address and the test's name.
 */
export async function loadTestResult(
  page: string,
  id: string,
  today: string,
): Promise<LoadedResult> {
  const url = endpointUrl(groupBase(apiRoot, analyticsApi), report, {
    query: resultRange(today),
  });
  const answer = await callApi(url);
  if (answer.kind !== 'ok') return { kind: 'failed' };
  try {
    const data = readAnswer(report, 200, answer.body);
    if (!data) return { kind: 'failed' };
    const result = data.experiments.find((found) => found.page === page && found.id === id);
    return { kind: 'ok', result };
  } catch {
    return { kind: 'failed' };
  }
}
