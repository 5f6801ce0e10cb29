import type { SendLead } from '../mail/outbox';
import type { Lead } from '../storage/types';
import { slackMessage, teamsMessage } from './chat-messages';
import type { DeliveryConfig } from './destinations-config';
import { postJson } from './http-post';
import { leadWebhookBody } from './lead-payload';
import { signWebhook } from './webhook-signature';

const defaultTimeoutMs = 10_000;

/** Sends a lead to the generic webhook: its JSON, signed when a secret is set. */
function webhookSender(
  { url, secret }: { url: string; secret?: string },
  timeoutMs: number,
): SendLead {
  return async (lead: Lead) => {
    const payload = leadWebhookBody(lead);
    const body = JSON.stringify(payload);
    // Each try has its own time, signed with it: a receiver refuses a stale one.
    const timestamp = Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = {
      'webhook-id': payload.id,
      'webhook-timestamp': String(timestamp),
      ...(secret ? { 'webhook-signature': signWebhook(secret, payload.id, timestamp, body) } : {}),
    };
    await postJson(url, body, { headers, timeoutMs });
  };
}

/**
 * A sender per configured destination besides e-mail, by the name its outbox jobs carry:
 * "webhook", "slack", "teams".
 */
export function httpSenders(config: DeliveryConfig, companyName: string): Map<string, SendLead> {
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  const senders = new Map<string, SendLead>();
  if (config.webhook) senders.set('webhook', webhookSender(config.webhook, timeoutMs));
  const { slack, teams } = config;
  if (slack)
    senders.set('slack', (lead) =>
      postJson(slack.url, JSON.stringify(slackMessage(lead, companyName)), { timeoutMs }),
    );
  if (teams)
    senders.set('teams', (lead) =>
      postJson(teams.url, JSON.stringify(teamsMessage(lead, companyName)), { timeoutMs }),
    );
  return senders;
}

/** How the inbox and /readyz name a destination. */
export const destinationNames: Record<string, string> = {
  email: 'E-mail',
  webhook: 'Webhook',
  slack: 'Slack',
  teams: 'Microsoft Teams',
};
