import { z } from 'zod';
import {
  leadFieldSchema,
  leadExperimentSchema,
  leadNoticeSchema,
  leadSourceSchema,
  leadStatuses,
  type Lead,
  type LeadEvent,
} from '../../../schema/lead';
import { json, time } from '../rows';

/** The columns of `leads` and `lead_events` the decoders read. */
export const leadColumns = {
  lead: `id, received_at, form, page, subject, fields, source, user_id, status, note, spam_reason,
    notice, marketing_consent, anonymised_at, experiments`,
  event: 'at, actor, change, from_value, to_value',
};

/**
 * A lead's fields as the server checks them, for every lead it stores or reads: the shared
 * shape in a full-zod object, which zod compiles to a fast check (a zod/mini object is not).
 */
export const leadFieldsSchema = z.array(z.object(leadFieldSchema.shape));

const leadRow = z.object({
  id: z.number(),
  received_at: time,
  form: z.string(),
  page: z.string().nullable(),
  subject: z.string().nullable(),
  fields: json(leadFieldsSchema),
  source: json(z.nullable(leadSourceSchema)),
  user_id: z.number().nullable(),
  status: z.enum(leadStatuses),
  note: z.string(),
  spam_reason: z.string().nullable(),
  notice: json(z.nullable(leadNoticeSchema)),
  marketing_consent: z.union([z.literal(0), z.literal(1)]).nullable(),
  anonymised_at: time.nullable(),
  experiments: json(z.nullable(z.array(leadExperimentSchema))),
});

/** A row of `leads` (or of a query that selects `leads.*`) as a Lead. */
export function toLead(row: unknown): Lead {
  const r = leadRow.parse(row);
  return {
    id: r.id,
    receivedAt: r.received_at,
    form: r.form,
    ...(r.page === null ? {} : { page: r.page }),
    ...(r.subject === null ? {} : { subject: r.subject }),
    fields: r.fields,
    ...(r.source === null ? {} : { source: r.source }),
    ...(r.user_id === null ? {} : { userId: r.user_id }),
    status: r.status,
    note: r.note,
    ...(r.spam_reason === null ? {} : { spamReason: r.spam_reason }),
    ...(r.notice === null ? {} : { notice: r.notice }),
    ...(r.marketing_consent === null ? {} : { marketingConsent: r.marketing_consent === 1 }),
    ...(r.anonymised_at === null ? {} : { anonymisedAt: r.anonymised_at }),
    ...(r.experiments === null ? {} : { experiments: r.experiments }),
  };
}

const eventRow = z.object({
  at: time,
  actor: z.string(),
  change: z.enum(['status', 'note']),
  from_value: z.string(),
  to_value: z.string(),
});

export function toEvent(row: unknown): LeadEvent {
  const { at, actor, change, from_value, to_value } = eventRow.parse(row);
  return { at, actor, change, from: from_value, to: to_value };
}

/** Where a lead was sent from, where its visit came from and the experiments' versions it saw. */
const originRow = z.object({
  received_at: time,
  page: z.string().nullable(),
  source: json(z.nullable(leadSourceSchema)),
  experiments: json(z.nullable(z.array(leadExperimentSchema))),
});
export const toOrigin = (row: unknown) => {
  const { received_at: receivedAt, page, source, experiments } = originRow.parse(row);
  return {
    receivedAt,
    ...(page === null ? {} : { page }),
    ...(source === null ? {} : { source }),
    ...(experiments === null ? {} : { experiments }),
  };
};

/** What a lead's write gives: its id, and whether an Idempotency-Key found it stored already. */
export const savedLead = z.object({ id: z.number(), replayed: z.literal(true).optional() });
