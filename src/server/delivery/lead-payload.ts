import type { Lead } from '../storage/types';

/**
 * The JSON a generic webhook receives for a lead (docs/leads.md). `id` names the event: a
 * delivery retried after a lost answer carries the same id, so a receiver that keeps the ids it
 * has seen stores each lead once.
 */
export interface LeadWebhookBody {
  id: string;
  event: 'lead.received';
  lead: {
    id: number;
    receivedAt: string;
    form: string;
    page?: string;
    subject?: string;
    fields: { name: string; label: string; type: string; value: string }[];
    source?: Record<string, string>;
  };
}

/** The event id of a lead's delivery: the same at every try and from every instance. */
export const leadEventId = (lead: Lead) => `lead_${lead.id}_${Date.parse(lead.receivedAt)}`;

/** What a webhook gets: the lead as the visitor sent it, without staff's status or note. */
export function leadWebhookBody(lead: Lead): LeadWebhookBody {
  return {
    id: leadEventId(lead),
    event: 'lead.received',
    lead: {
      id: lead.id,
      receivedAt: lead.receivedAt,
      form: lead.form,
      ...(lead.page ? { page: lead.page } : {}),
      ...(lead.subject ? { subject: lead.subject } : {}),
      fields: lead.fields.map(({ name, label, type, value }) => ({ name, label, type, value })),
      ...(lead.source ? { source: { ...lead.source } } : {}),
    },
  };
}

/** The person's name as the fields give it, for a message's title. */
export const leadName = (lead: Lead) =>
  lead.fields
    .filter((f) => f.type !== 'email' && /name/i.test(f.name) && f.value)
    .map((f) => f.value)
    .join(' ');
