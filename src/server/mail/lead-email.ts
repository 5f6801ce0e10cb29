import type { Lead } from '../storage/types';

export interface LeadEmail {
  subject: string;
  text: string;
  replyTo?: string;
}

/** Collapses line breaks and control characters: a header gets exactly one line. */
const oneLine = (value: string) =>
  value
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 200);

/**
 * The e-mail the company gets for a lead. Plain text only: whatever a visitor typed, markup
 * included, arrives as text and never runs in a mail client.
 */
export function leadEmail(lead: Lead, companyName: string, replyTo?: string): LeadEmail {
  const name = lead.fields
    .filter((f) => /name/i.test(f.name) && f.value)
    .map((f) => f.value)
    .join(' ');
  const lines = [
    `A visitor sent the "${lead.form}" form on the ${companyName} website.`,
    '',
    ...lead.fields.map((f) => `${f.label}: ${f.value.includes('\n') ? `\n${f.value}\n` : f.value}`),
    '',
    ...(lead.subject ? [`About: ${lead.subject}`] : []),
    ...(lead.page ? [`Page: ${lead.page}`] : []),
    `Received: ${lead.receivedAt}`,
    `Lead number: ${lead.id}`,
  ];
  return {
    subject: oneLine(
      `New website lead: ${name || 'no name given'} (${lead.form}${lead.subject ? `, ${lead.subject}` : ''})`,
    ),
    text: lines.join('\n'),
    ...(replyTo ? { replyTo } : {}),
  };
}
