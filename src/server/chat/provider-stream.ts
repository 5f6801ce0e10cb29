import { z } from 'zod';
import type { ChatTurn, ProviderConfig } from './provider';

const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).optional() })),
});

/**
 * Asks the provider for a reply as it is written (`stream: true`, server-sent events) and yields
 * its text piece by piece. Throws on any failure (status, a body that is not the event stream, a
 * connection that ends before `[DONE]`), and when the whole reply takes longer than the timeout,
 * so the caller can fall back.
 */
export async function* streamCompletion(
  config: ProviderConfig,
  messages: ChatTurn[],
): AsyncGenerator<string> {
  const response = await fetch(`${config.apiBase}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      messages,
      temperature: 0.2,
      max_tokens: 400,
      stream: true,
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`chat provider answered HTTP ${response.status}`);
  if (!response.body) throw new Error('chat provider sent no body');
  const decoder = new TextDecoder();
  let buffered = '';
  let wrote = false;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    // Events are separated by a blank line; each of ours is one `data:` line.
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice('data:'.length).trim();
      if (data === '[DONE]') {
        if (!wrote) throw new Error('chat provider sent an empty reply');
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        throw new Error('chat provider sent an event that is not JSON');
      }
      const chunk = chunkSchema.safeParse(parsed);
      if (!chunk.success) throw new Error('chat provider sent an unexpected event');
      const text = chunk.data.choices[0]?.delta?.content;
      if (text) {
        wrote = true;
        yield text;
      }
    }
  }
  throw new Error('chat provider ended the reply before it was done');
}
