/** The reply's text from one JSON answer or line, or an error for anything else. */
function replyOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) throw new Error('Unexpected chat response');
  if ('error' in body && body.error) throw new Error(String(body.error));
  if (!('response' in body) || typeof body.response !== 'string' || !body.response.trim()) {
    throw new Error('Unexpected chat response');
  }
  return body.response;
}

/**
 * Sends a message to the assistant (decisions.md #4) and returns its reply. While a language
 * model writes it, `onText` gets the reply so far. Throws on a non-ok status ("Network response
 * was not ok"), on a body carrying an error, or on a network failure.
 */
export async function sendChat(
  apiBase: string,
  message: string,
  onText?: (soFar: string) => void,
): Promise<string> {
  const response = await fetch(`${apiBase.replace(/\/+$/, '')}/chat`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/x-ndjson, application/json;q=0.9',
    },
    body: JSON.stringify({ message }),
  });
  if (!response.ok) throw new Error('Network response was not ok');
  const streamed = response.headers.get('content-type')?.startsWith('application/x-ndjson');
  if (!streamed || !response.body) return replyOf(await response.json());

  // One JSON object per line: `{ text }` pieces, then the whole `{ response }` (or `{ error }`).
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let soFar = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += value;
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (!line.trim()) continue;
      const body: unknown = JSON.parse(line);
      if (typeof body === 'object' && body !== null && 'text' in body) {
        soFar += String(body.text);
        onText?.(soFar);
      } else return replyOf(body);
    }
  }
  throw new Error('The reply ended before it was complete');
}
