import { isRecord } from '../schema/is-record';

/** How a submission ended, as the form needs to know it. */
export type Outcome =
  | { kind: 'ok'; body: Record<string, unknown> }
  | { kind: 'refused'; status: number; message?: string; errors: Record<string, string> }
  | { kind: 'network' };

function stringEntries(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * POSTs JSON to the API and reads the answer: ok only on an HTTP success status (decisions.md #6); on refusal
 * the server's `message` and per-field `errors` when it sent them. A network failure or a
 * time-out after 20 s is "network".
 */
export async function submitJson(url: string, body: unknown): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    console.error('form submission failed', error);
    return { kind: 'network' };
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { kind: 'ok', body: isRecord(parsed) ? parsed : {} };
  const message =
    isRecord(parsed) && typeof parsed.message === 'string' ? parsed.message : undefined;
  return {
    kind: 'refused',
    status: response.status,
    ...(message ? { message } : {}),
    errors: stringEntries(isRecord(parsed) ? parsed.errors : undefined),
  };
}
