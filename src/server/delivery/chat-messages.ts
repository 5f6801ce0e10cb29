import type { Lead } from '../storage/types';
import { leadName } from './lead-payload';

/** Longest text of one value in a message; the whole lead is in the inbox. */
const maxValue = 1500;

const cut = (text: string) => (text.length > maxValue ? `${text.slice(0, maxValue)}…` : text);

/**
 * Visitor text for Slack: `&`, `<` and `>` as Slack's entities, so no `<!channel>`, `<@U…>` or
 * `<https://…|link>` can be formed; text shown in plain_text objects, which Slack formats not.
 */
export function slackText(text: string, max = maxValue): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // Cut after escaping, so the limit holds for what Slack counts, and never inside an entity.
  return escaped.length > max ? `${escaped.slice(0, max - 1).replace(/&[a-z]*$/, '')}…` : escaped;
}

/**
 * Visitor text for a Teams Adaptive Card, whose TextBlocks and facts read Markdown: every
 * Markdown character escaped with a backslash, so no link, emphasis, heading or list is
 * formed, and `<`, `>` too, so no `<at>` tag. Mentions need an entity the card would list,
 * which it never does.
 */
export const teamsText = (text: string) =>
  cut(text)
    .replace(/[\\`*_{}[\]()#!|<>~]/g, '\\$&')
    // A list item starts a line with "-", "+" or "1."
    .replace(/^(\s*)([-+])/gm, '$1\\$2')
    .replace(/^(\s*\d+)\./gm, '$1\\.');

interface Summary {
  title: string;
  facts: { label: string; value: string }[];
  footer: string;
}

/** What a chat message says about a lead: who, then each answer, then where and when. */
function summary(lead: Lead, companyName: string): Summary {
  const name = leadName(lead) || 'no name given';
  return {
    title: `New website lead: ${name} (${lead.form}${lead.subject ? `, ${lead.subject}` : ''})`,
    facts: lead.fields.filter((f) => f.value).map((f) => ({ label: f.label, value: f.value })),
    footer: [
      `${companyName} website`,
      ...(lead.page ? [`page ${lead.page}`] : []),
      `received ${lead.receivedAt}`,
      `lead ${lead.id}`,
    ].join(' · '),
  };
}

/** A Slack incoming webhook's message: a header and one plain-text section per answer. */
export function slackMessage(lead: Lead, companyName: string) {
  const { title, facts, footer } = summary(lead, companyName);
  const plain = (text: string, max?: number) => ({
    type: 'plain_text',
    text: slackText(text, max),
    emoji: false,
  });
  return {
    // The notification's text; Slack reads it as mrkdwn, so it is escaped too.
    text: slackText(title),
    blocks: [
      // A header holds at most 150 characters.
      { type: 'header', text: plain(title, 150) },
      // At most 50 blocks: the header, 48 answers, the footer.
      ...facts.slice(0, 48).map((fact) => ({
        type: 'section',
        text: plain(`${fact.label}: ${fact.value}`),
      })),
      { type: 'context', elements: [plain(footer)] },
    ],
  };
}

/** A Teams incoming webhook's message: one Adaptive Card with the answers as facts. */
export function teamsMessage(lead: Lead, companyName: string) {
  const { title, facts, footer } = summary(lead, companyName);
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            {
              type: 'TextBlock',
              text: teamsText(title),
              weight: 'Bolder',
              size: 'Medium',
              wrap: true,
            },
            {
              type: 'FactSet',
              facts: facts.map((fact) => ({
                title: teamsText(fact.label),
                value: teamsText(fact.value),
              })),
            },
            { type: 'TextBlock', text: teamsText(footer), isSubtle: true, wrap: true },
          ],
        },
      },
    ],
  };
}
