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

export interface ChatTurn {
  role: 'system' | 'user';
  content: string;
}
