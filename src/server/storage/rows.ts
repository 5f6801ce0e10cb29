import { z } from 'zod';
import { auditActions, type AuditEntry } from '../../schema/audit';
import {
  leadFieldSchema,
  leadNoticeSchema,
  leadSourceSchema,
  leadStatuses,
  type Lead,
  type LeadEvent,
} from '../../schema/lead';
import { changeActions, changeStates, changeSteps } from '../../schema/page-change';
import { readDraftContent } from './draft-marks';
import {
  roles,
  type ChangeEvent,
  type DiscardedDraft,
  type PendingUpload,
  type Draft,
  type PageChange,
  type SessionRecord,
  type User,
} from './types';

/**
 * The columns each decoder reads. Statements name them instead of `*`, so a column a later
 * version adds changes no statement's result (PostgreSQL keeps its statements prepared).
 */
export const columns = {
  lead: `id, received_at, form, page, subject, fields, source, user_id, status, note, spam_reason,
    notice, marketing_consent, anonymised_at`,
  user: 'id, created_at, username, email, password_hash, role, editor',
  draft: 'file, content, base_version, revision, user_id, author, updated_at',
  upload: `name, type, data, original_name, source, author, licence, user_id, uploaded_by,
    uploaded_at`,
  discardedDraft: `id, file, content, base_version, revision, user_id, author, updated_at,
    discarded_by_id, discarded_by, discarded_at`,
  event: 'at, actor, change, from_value, to_value',
  /** A page change without its content (lists). */
  changeHead: `id, file, action, base_version, redirect_from, message, publish_at, state,
    claimed_until, user_id, author, author_email, created_at, updated_at, outcome`,
  changeEvent: 'change_id, at, user_id, actor, step, comment',
  audit: 'id, at, actor_id, actor, action, lead_ids, count, detail',
};

/** The same columns, each with its table: `leads.id, leads.received_at…`. */
export const qualified = (table: string, list: string) =>
  list
    .split(/,\s*/)
    .map((column) => `${table}.${column}`)
    .join(', ');

/**
 * A lead's fields as the server checks them, for every lead it stores or reads: the shared
 * shape in a full-zod object, which zod compiles to a fast check (a zod/mini object is not).
 */
export const leadFieldsSchema = z.array(z.object(leadFieldSchema.shape));

// SQLite gives times and JSON as the text stored; PostgreSQL gives a Date and the parsed value.
const time = z.union([z.string(), z.date().transform((date) => date.toISOString())]);
/** A JSON column: the text SQLite gives, or the value PostgreSQL parsed. */
export const json = <T extends z.core.SomeType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), schema);

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
  };
}

const userRow = z.object({
  id: z.number(),
  created_at: time,
  username: z.string(),
  email: z.string(),
  password_hash: z.string(),
  role: z.enum(roles),
  editor: z.union([z.literal(0), z.literal(1)]),
});

export function toUser(row: unknown): User {
  const r = userRow.parse(row);
  const { id, username, email, role } = r;
  const passwordHash = r.password_hash;
  return { id, createdAt: r.created_at, username, email, passwordHash, role, editor: !!r.editor };
}

/** A session's columns (beside its account's, when joined): when it was last seen, or began. */
export const sessionColumns = `sessions.id_hash, sessions.user_id AS session_user,
  sessions.device, sessions.created_at AS session_created,
  COALESCE(sessions.last_seen_at, sessions.created_at) AS seen_at,
  COALESCE(sessions.proved_at, sessions.created_at) AS proved_at`;

const sessionRow = z.object({
  id_hash: z.string(),
  session_user: z.number(),
  device: z.string(),
  session_created: time,
  seen_at: time,
  proved_at: time,
});

export function toSessionRecord(row: unknown): SessionRecord {
  const r = sessionRow.parse(row);
  return {
    idHash: r.id_hash,
    userId: r.session_user,
    device: r.device,
    createdAt: r.session_created,
    lastSeenAt: r.seen_at,
    provedAt: r.proved_at,
  };
}

const uploadRow = z.object({
  name: z.string(),
  type: z.string(),
  data: z.string(),
  original_name: z.string(),
  source: z.string(),
  author: z.string(),
  licence: z.string(),
  user_id: z.number().nullable(),
  uploaded_by: z.string(),
  uploaded_at: time,
});

export function toPendingUpload(row: unknown): PendingUpload {
  const r = uploadRow.parse(row);
  return {
    name: r.name,
    type: r.type,
    bytes: Buffer.from(r.data, 'base64'),
    originalName: r.original_name,
    credit: { source: r.source, author: r.author, licence: r.licence },
    userId: r.user_id,
    uploadedBy: r.uploaded_by,
    uploadedAt: r.uploaded_at,
  };
}

const draftRow = z.object({
  file: z.string(),
  content: json(z.unknown()),
  base_version: z.string().nullable(),
  revision: z.number(),
  user_id: z.number().nullable(),
  author: z.string(),
  updated_at: time,
});

export function toDraft(row: unknown): Draft {
  const r = draftRow.parse(row);
  return {
    file: r.file,
    ...readDraftContent(r.content),
    baseVersion: r.base_version,
    revision: r.revision,
    userId: r.user_id,
    author: r.author,
    updatedAt: r.updated_at,
  };
}

const discardedRow = z.object({
  id: z.number(),
  discarded_by_id: z.number().nullable(),
  discarded_by: z.string(),
  discarded_at: time,
});

export function toDiscardedDraft(row: unknown): DiscardedDraft {
  const r = discardedRow.parse(row);
  return {
    ...toDraft(row),
    id: r.id,
    discardedBy: r.discarded_by,
    discardedById: r.discarded_by_id,
    discardedAt: r.discarded_at,
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

const changeRow = z.object({
  id: z.number(),
  file: z.string(),
  action: z.enum(changeActions),
  content: json(z.unknown()).optional(),
  base_version: z.string().nullable(),
  redirect_from: z.string().nullable(),
  message: z.string(),
  publish_at: time.nullable(),
  state: z.enum(changeStates),
  claimed_until: time.nullable(),
  user_id: z.number().nullable(),
  author: z.string(),
  author_email: z.string(),
  created_at: time,
  updated_at: time,
  outcome: json(z.unknown()),
});

/** A row of `page_changes` (with `content` or without) as a change, with its events. */
export function toChange(row: unknown, events: ChangeEvent[] = []): PageChange {
  const r = changeRow.parse(row);
  return {
    id: r.id,
    file: r.file,
    action: r.action,
    content: r.content ?? null,
    baseVersion: r.base_version,
    redirectFrom: r.redirect_from,
    message: r.message,
    publishAt: r.publish_at,
    state: r.state,
    claimedUntil: r.claimed_until,
    userId: r.user_id,
    author: r.author,
    authorEmail: r.author_email,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    outcome: r.outcome ?? null,
    events,
  };
}

const changeEventRow = z.object({
  change_id: z.number(),
  at: time,
  user_id: z.number().nullable(),
  actor: z.string(),
  step: z.enum(changeSteps),
  comment: z.string(),
});

/** A row of `page_change_events`: the change it belongs to, and the step. */
export function toChangeEvent(row: unknown): { changeId: number; event: ChangeEvent } {
  const r = changeEventRow.parse(row);
  return {
    changeId: r.change_id,
    event: { at: r.at, userId: r.user_id, actor: r.actor, step: r.step, comment: r.comment },
  };
}

/** PostgreSQL counts in bigint, which its client gives as text. */
export const countRow = z.object({ total: z.coerce.number() });
export const outboxRow = z.object({
  outbox_id: z.number(),
  attempts: z.number(),
  destination: z.string(),
});
/** A destination whose jobs fail: since the first failed try of one still waiting. */
export const troubleRow = z.object({
  destination: z.string(),
  since: time,
  waiting: z.coerce.number(),
});
/** What a lead's write gives: its id, and whether an Idempotency-Key found it stored already. */
export const savedLead = z.object({ id: z.number(), replayed: z.literal(true).optional() });

const auditRow = z.object({
  id: z.number(),
  at: time,
  actor_id: z.number().nullable(),
  actor: z.string(),
  action: z.enum(auditActions),
  lead_ids: json(z.array(z.number())),
  count: z.number(),
  detail: json(z.record(z.string(), z.unknown())),
});

/** A row of `audit_log` as an entry. */
export function toAuditEntry(row: unknown): AuditEntry {
  const r = auditRow.parse(row);
  const { id, at, actor, action, count, detail } = r;
  return { id, at, actorId: r.actor_id, actor, action, leadIds: r.lead_ids, count, detail };
}
