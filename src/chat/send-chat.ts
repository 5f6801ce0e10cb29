/**
 * Sends a message to the assistant (decisions.md #4) and returns its reply. Throws on a non-ok status
 * ("Network response was not ok"), on a body carrying an error, or on a network failure.
 */
export async function sendChat(apiBase: string, message: string): Promise<string> {
  const response = await fetch(`${apiBase.replace(/\/+$/, '')}/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ message }),
  });
  if (!response.ok) throw new Error('Network response was not ok');
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error('Unexpected chat response');
  if ('error' in body && body.error) throw new Error(String(body.error));
  if (!('response' in body) || typeof body.response !== 'string' || !body.response.trim()) {
    throw new Error('Unexpected chat response');
  }
  return body.response;
}
