import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures as Standard Webhooks (and Svix) make them, so a receiver can use their
 * libraries or the few lines of `verifyWebhook`: HMAC-SHA256 over `id.timestamp.body`, sent as
 * `webhook-signature: v1,<base64>` beside `webhook-id` and `webhook-timestamp` (Unix seconds).
 * The key is the secret's UTF-8 bytes; a secret written `whsec_<base64>` (the Standard Webhooks
 * form) is that base64's bytes.
 */
export function webhookKey(secret: string): Buffer {
  return secret.startsWith('whsec_')
    ? Buffer.from(secret.slice('whsec_'.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

/** The `webhook-signature` header's value for a delivery. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', webhookKey(secret)).update(`${id}.${timestamp}.${body}`);
  return `v1,${mac.digest('base64')}`;
}

/** How far a delivery's timestamp may be from the receiver's clock, either way. */
export const webhookToleranceSeconds = 5 * 60;

/**
 * What a receiver runs on each delivery (docs/leads.md shows it standing alone): true when one of
 * the signatures in the header is the secret's for this id, timestamp and exact body, and the
 * timestamp is within five minutes of now (a replayed old delivery is refused).
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  now = Date.now(),
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now / 1000 - timestamp) > webhookToleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  // The header may carry several signatures (while a secret is rotated), space-separated.
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
