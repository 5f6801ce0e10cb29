/** A destination's answer that is not a 2xx: the try failed and is retried later. */
export class DeliveryRefused extends Error {
  constructor(status: number, text: string) {
    super(`answered ${status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    this.name = 'DeliveryRefused';
  }
}

/**
 * POSTs JSON and resolves on a 2xx answer; rejects on any other answer, a network failure or no
 * answer within `timeoutMs` (the whole exchange, body included). Redirects are not followed: a
 * lead goes to the address configured, or fails visibly.
 */
export async function postJson(
  url: string,
  body: string,
  { headers = {}, timeoutMs }: { headers?: Record<string, string>; timeoutMs: number },
): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new Error(`no answer within ${timeoutMs} ms`, { cause: error });
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(
      `could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause: error },
    );
  }
  const text = await response.text().catch(() => '');
  if (response.status < 200 || response.status > 299)
    throw new DeliveryRefused(response.status, text);
}
