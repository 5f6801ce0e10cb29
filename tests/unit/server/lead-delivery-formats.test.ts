import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { slackMessage, teamsMessage } from '../../../src/server/delivery/chat-messages';
import { deliveryFromEnv } from '../../../src/server/delivery/destinations-config';
import { leadWebhookBody } from '../../../src/server/delivery/lead-payload';
import { signWebhook, verifyWebhook } from '../../../src/server/delivery/webhook-signature';
import type { Lead } from '../../../src/server/storage/types';

const lead = (message: string): Lead => ({
  id: 42,
  receivedAt: '2026-11-25T10:00:00.000Z',
  form: 'enquiry',
  page: '/web-design',
  fields: [
    { name: 'fname', label: 'First Name', type: 'text', value: 'Asha <@U024BE7LH>' },
    { name: 'email', label: 'Email', type: 'email', value: 'asha@example.com' },
    { name: 'phone', label: 'Phone', type: 'phone', value: '' },
    { name: 'message', label: 'Message', type: 'textarea', value: message },
  ],
  status: 'new',
  note: 'staff only',
});

const injection =
  'Hi <!channel> <!here> see <https://evil.example|your invoice>\n- [click](https://evil.example) **now** <at>Ravi</at>\n# Heading';

describe('Slack messages', () => {
  it('shows every answer as plain text, so a visitor cannot mention, link or format', () => {
    const message = slackMessage(lead(injection), 'Aruvi');
    const text = JSON.stringify(message);
    for (const raw of ['<!channel>', '<!here>', '<@U024BE7LH>', '<https://'])
      expect(text).not.toContain(raw);
    expect(text).toContain('&lt;!channel&gt;');
    expect(message.text).toMatch(/^New website lead: Asha &lt;@U024BE7LH&gt; \(enquiry\)$/);
    expect(message.blocks[0]).toMatchObject({ type: 'header', text: { type: 'plain_text' } });
    const sections = message.blocks.filter((b) => b.type === 'section');
    // Empty answers are left out; each answer is a plain_text section.
    expect(sections).toHaveLength(3);
    for (const section of sections) expect(section.text).toMatchObject({ type: 'plain_text' });
    expect(message.blocks.at(-1)).toMatchObject({ type: 'context' });
    expect(text).not.toContain('staff only');
  });

  it('keeps within Slack’s limits for a long message, escapes included', () => {
    const long = lead('<&>'.repeat(5_000));
    long.fields[0]!.value = '&'.repeat(500);
    const message = slackMessage(long, 'Aruvi');
    const texts = message.blocks.flatMap((b) => ('text' in b && b.text ? [b] : []));
    expect(texts[0]?.text.text.length).toBeLessThanOrEqual(150);
    for (const block of texts) {
      expect(block.text.text.length).toBeLessThanOrEqual(3000);
      // Never cut inside an entity.
      expect(block.text.text).not.toMatch(/&[a-z]*…$/);
    }
  });
});

describe('Teams messages', () => {
  it('is one Adaptive Card with the answers as facts, Markdown and tags escaped', () => {
    const message = teamsMessage(lead(injection), 'Aruvi');
    expect(message.type).toBe('message');
    const [attachment] = message.attachments;
    expect(attachment?.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(attachment?.content.type).toBe('AdaptiveCard');
    const facts = attachment?.content.body.find((b) => b.type === 'FactSet');
    const value = facts && 'facts' in facts ? facts.facts?.at(-1)?.value : '';
    expect(value).toContain('\\[click\\]\\(https://evil.example\\)');
    expect(value).toContain('\\*\\*now\\*\\*');
    expect(value).toContain('\\<at\\>Ravi\\</at\\>');
    expect(value).toMatch(/\n\\- /);
    expect(value).toMatch(/\n\\# Heading$/);
    expect(JSON.stringify(message)).not.toContain('msteams');
  });
});

describe('webhook signatures', () => {
  const secret = 'a shared secret';
  const body = JSON.stringify(leadWebhookBody(lead('Hello')));
  const id = 'lead_42_1764064800000';
  const now = Date.parse('2026-11-25T10:00:30Z');
  const timestamp = Math.floor(now / 1000);

  it('signs id, timestamp and body with HMAC-SHA256, as Standard Webhooks do', () => {
    const expected = createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`);
    expect(signWebhook(secret, id, timestamp, body)).toBe(`v1,${expected.digest('base64')}`);
    // A whsec_ secret is the base64 of its key.
    const key = Buffer.from('raw key bytes');
    const whsec = `whsec_${key.toString('base64')}`;
    const fromKey = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`);
    expect(signWebhook(whsec, id, timestamp, body)).toBe(`v1,${fromKey.digest('base64')}`);
  });

  it('verifies a delivery, and refuses another body, id, secret or a stale time', () => {
    const signature = signWebhook(secret, id, timestamp, body);
    const headers = { id, timestamp: String(timestamp), signature };
    expect(verifyWebhook(secret, headers, body, now)).toBe(true);
    expect(verifyWebhook(secret, headers, body.replace('Hello', 'Hullo'), now)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, id: 'lead_43_1' }, body, now)).toBe(false);
    expect(verifyWebhook('guess', headers, body, now)).toBe(false);
    expect(verifyWebhook(secret, headers, body, now + 6 * 60_000)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, signature: 'v1,AAAA' }, body, now)).toBe(false);
    // While a secret is rotated, the header may carry the old and the new signature.
    const both = `${signWebhook('old secret', id, timestamp, body)} ${signature}`;
    expect(verifyWebhook(secret, { ...headers, signature: both }, body, now)).toBe(true);
  });

  it('sends the visitor’s answers and never staff’s note or status', () => {
    const parsed: unknown = JSON.parse(body);
    expect(parsed).toMatchObject({ event: 'lead.received', lead: { id: 42, form: 'enquiry' } });
    expect(body).not.toContain('staff only');
    expect(body).not.toContain('"status"');
  });
});

describe('destination settings', () => {
  it('takes https URLs, and http only to this machine', () => {
    const env = {
      LEAD_WEBHOOK_URL: 'http://localhost:8080/leads',
      LEAD_WEBHOOK_SECRET: 's',
      LEAD_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/X',
      LEAD_TEAMS_WEBHOOK_URL: 'https://example.webhook.office.com/webhookb2/x',
    };
    expect(deliveryFromEnv(env)).toMatchObject({
      webhook: { url: 'http://localhost:8080/leads', secret: 's' },
      slack: { url: env.LEAD_SLACK_WEBHOOK_URL },
      teams: { url: env.LEAD_TEAMS_WEBHOOK_URL },
    });
    expect(deliveryFromEnv({})).toEqual({});
    expect(() => deliveryFromEnv({ LEAD_WEBHOOK_URL: 'http://crm.example/leads' })).toThrow(
      /LEAD_WEBHOOK_URL must be an https:\/\/ URL/,
    );
    expect(() => deliveryFromEnv({ LEAD_SLACK_WEBHOOK_URL: 'hooks.slack.com' })).toThrow(
      /LEAD_SLACK_WEBHOOK_URL must be a URL/,
    );
    expect(() => deliveryFromEnv({ LEAD_WEBHOOK_SECRET: 's' })).toThrow(/LEAD_WEBHOOK_URL is not/);
  });
});
