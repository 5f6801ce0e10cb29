import { isRecord } from '../../schema/is-record';

/** How a call to the site's API ended, as a page's code needs to know it. */
export type CallOutcome =
  | { kind: 'ok'; body: unknown }
  | { kind: 'refused'; status: number; message?: string; errors: Record<string, string> }
  | { kind: 'network' };

function stringEntries(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * Calls the API with the session cookie and reads the JSON answer: ok only on an HTTP success
 * status; on refusal the server's `message` and per-field `errors`. A network failure or a
 * time-out after 20 s is "network".
 */
export async function callApi(
  url: string,
  request: {
    method?: 'GET' | 'POST' | 'PATCH';
    body?: unknown;
    /** `include` for a form whose API may be on another origin (`apiBase`). */
    credentials?: RequestCredentials;
  } = {},
): Promise<CallOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      credentials: request.credentials ?? 'same-origin',
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    console.error('API call failed', error);
    return { kind: 'network' };
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { kind: 'ok', body: parsed };
  const message =
    isRecord(parsed) && typeof parsed.message === 'string' ? parsed.message : undefined;
  return {
    kind: 'refused',
    status: response.status,
    ...(message ? { message } : {}),
    errors: stringEntries(isRecord(parsed) ? parsed.errors : undefined),
  };
}

/** Fills `{name}` placeholders of a text from the page's JSON. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
