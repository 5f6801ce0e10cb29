/** Where leads are delivered besides e-mail, read from the environment (decisions.md #51). */
export interface DeliveryConfig {
  /** A generic webhook: the lead as JSON, signed when `secret` is set. */
  webhook?: { url: string; secret?: string };
  /** A Slack incoming webhook. */
  slack?: { url: string };
  /** A Microsoft Teams incoming webhook (or a Teams workflow taking the same card). */
  teams?: { url: string };
  /** Longest wait for one delivery's answer; default 10 s. */
  timeoutMs?: number;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A destination's URL, checked: https, or http to this machine only (a lead in clear text over
 * the internet is refused at start rather than sent).
 */
export function destinationUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, not "${value}"`);
  }
  const local = url.protocol === 'http:' && localHosts.has(url.hostname);
  if (url.protocol !== 'https:' && !local)
    throw new Error(`${name} must be an https:// URL (http:// only to localhost), not "${value}"`);
  if (url.username || url.password)
    throw new Error(`${name} must not carry a user name or password (it would be logged)`);
  return url.toString();
}

/**
 * LEAD_WEBHOOK_URL with LEAD_WEBHOOK_SECRET, LEAD_SLACK_WEBHOOK_URL, LEAD_TEAMS_WEBHOOK_URL and
 * LEAD_DELIVERY_TIMEOUT_MS; each destination only when its URL is set.
 */
export function deliveryFromEnv(env: NodeJS.ProcessEnv): DeliveryConfig {
  const set = (name: string) => {
    const value = env[name]?.trim();
    return value ? destinationUrl(name, value) : undefined;
  };
  const webhook = set('LEAD_WEBHOOK_URL');
  const slack = set('LEAD_SLACK_WEBHOOK_URL');
  const teams = set('LEAD_TEAMS_WEBHOOK_URL');
  const secret = env.LEAD_WEBHOOK_SECRET?.trim();
  if (secret && !webhook) throw new Error('LEAD_WEBHOOK_SECRET is set but LEAD_WEBHOOK_URL is not');
  const timeout = env.LEAD_DELIVERY_TIMEOUT_MS;
  const timeoutMs = timeout ? Number(timeout) : undefined;
  if (timeoutMs !== undefined && (!Number.isInteger(timeoutMs) || timeoutMs < 100))
    throw new Error(`LEAD_DELIVERY_TIMEOUT_MS must be at least 100 milliseconds, not "${timeout}"`);
  return {
    ...(webhook ? { webhook: { url: webhook, ...(secret ? { secret } : {}) } } : {}),
    ...(slack ? { slack: { url: slack } } : {}),
    ...(teams ? { teams: { url: teams } } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  };
}
