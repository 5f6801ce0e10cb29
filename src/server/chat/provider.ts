import { z } from 'zod';

/** An OpenAI-compatible chat-completions endpoint, configured by environment variables. */
export interface ProviderConfig {
  /** Base URL up to the version, e.g. "https://api.openai.com/v1". */
  apiBase: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** The provider configured by CHAT_API_BASE, CHAT_MODEL and CHAT_API_KEY, if any. */
export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): ProviderConfig | undefined {
  const apiBase = env.CHAT_API_BASE?.trim();
  const model = env.CHAT_MODEL?.trim();
  if (!apiBase || !model) return undefined;
  const timeout = Number(env.CHAT_TIMEOUT_MS);
  return {
    apiBase: apiBase.replace(/\/+$/, ''),
    model,
    apiKey: env.CHAT_API_KEY?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 15_000,
  };
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

export interface ChatTurn {
  role: 'system' | 'user';
  content: string;
}

/** Asks the provider for a reply; throws on any failure so the caller can fall back. */
export async function complete(config: ProviderConfig, messages: ChatTurn[]): Promise<string> {
  const response = await fetch(`${config.apiBase}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 400 }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`chat provider answered HTTP ${response.status}`);
  const parsed = completionSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('chat provider sent an unexpected body');
  const [choice] = parsed.data.choices;
  const text = choice?.message.content.trim();
  if (!text) throw new Error('chat provider sent an empty reply');
  return text;
}
