import { z } from 'zod';
import type { ChatTurn, ProviderConfig } from '../../chat/provider';

/** A turn of a conversation with the model, including its own earlier answers. */
export type Turn = ChatTurn | { role: 'assistant'; content: string };

/** What one call cost, as the provider counts it. */
export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

const answerSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
  usage: z
    .object({ prompt_tokens: z.number(), completion_tokens: z.number() })
    .partial()
    .optional(),
});

/** Why the provider gave no usable answer: it timed out, failed, or sent something else. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'failed',
  ) {
    super(message);
  }
}

/**
 * Asks an OpenAI-compatible provider for JSON that follows `schema` (structured output through
 * `response_format: json_schema`); answers the JSON text as sent and what the call cost. Throws
 * a ProviderError on a time-out, an HTTP error or a body without an answer.
 */
export async function structuredCompletion(
  config: ProviderConfig,
  messages: Turn[],
  schema: { name: string; schema: unknown },
  timeoutMs: number,
): Promise<{ text: string; usage: Usage }> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        temperature: 0.3,
        max_tokens: 4000,
        response_format: {
          type: 'json_schema',
          // Not "strict": strict mode refuses the optional fields and unions the page schema has.
          json_schema: { name: schema.name, schema: schema.schema, strict: false },
        },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw timedOut
      ? new ProviderError(
          `the model did not answer within ${Math.round(timeoutMs / 1000)} s`,
          'timeout',
        )
      : new ProviderError(`the model could not be reached (${String(error)})`, 'failed');
  }
  if (!response.ok)
    throw new ProviderError(`the model's provider answered HTTP ${response.status}`, 'failed');
  const parsed = answerSchema.safeParse(await response.json().catch(() => undefined));
  const text = parsed.data?.choices[0]?.message.content?.trim();
  if (!parsed.success || !text) throw new ProviderError('the model sent no answer', 'failed');
  return {
    text,
    usage: {
      promptTokens: parsed.data.usage?.prompt_tokens ?? 0,
      completionTokens: parsed.data.usage?.completion_tokens ?? 0,
    },
  };
}
