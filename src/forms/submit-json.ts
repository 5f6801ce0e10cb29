import { callApi } from '../engine/browser/call-api';
import { isRecord } from '../schema/is-record';

/** How a submission ended, as the form needs to know it. */
export type Outcome =
  | { kind: 'ok'; body: Record<string, unknown> }
  | { kind: 'refused'; status: number; message?: string; errors: Record<string, string> }
  | { kind: 'network' };

/**
 * POSTs JSON to the API and reads the answer as `callApi` does: ok only on an HTTP success status
 * (decisions.md #6); on refusal the server's `message` and per-field `errors`; a network failure
 * or a time-out after 20 s is "network". Cookies go along even when the API is on another origin.
 */
export async function submitJson(url: string, body: unknown): Promise<Outcome> {
  const answer = await callApi(url, { method: 'POST', body, credentials: 'include' });
  if (answer.kind !== 'ok') return answer;
  return { kind: 'ok', body: isRecord(answer.body) ? answer.body : {} };
}
