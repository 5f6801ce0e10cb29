import { callApi } from '../../engine/browser/call-api';
import { analyticsApi, type AnalyticsReport } from '../../schema/api/analytics';
import { endpointUrl, groupBase, readAnswer } from '../../schema/api/endpoint';
import type { DayRange } from './range';

const { report } = analyticsApi.endpoints;

/** What the dashboard is waiting for or got. */
export type Loaded =
  | { kind: 'loading' }
  | { kind: 'ok'; report: AnalyticsReport }
  | { kind: 'refused'; status: 401 | 403 }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/**
 * The report of a range of days from `GET /api/analytics`: refused (401, 403), a range the
 * server will not report on (400), or a failure when the answer is not the contract's.
 */
export async function loadReport(apiBase: string, range: DayRange): Promise<Loaded> {
  const url = endpointUrl(groupBase(apiBase, analyticsApi), report, { query: range });
  const answer = await callApi(url);
  if (answer.kind === 'network') return { kind: 'failed' };
  if (answer.kind === 'refused') {
    if (answer.status === 401 || answer.status === 403)
      return { kind: 'refused', status: answer.status };
    return answer.status === 400 ? { kind: 'invalid' } : { kind: 'failed' };
  }
  try {
    const data = readAnswer(report, 200, answer.body);
    return data ? { kind: 'ok', report: data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
