import { z } from 'zod';
import { leadSchema, leadStatuses, type LeadField } from '../../../schema/lead';
import type { Dialect } from '../dialect';
import { insertJob } from '../outbox/statements';
import { auditStatement } from '../people/writes';
import { only, run, type Statement, type WriteHandlers } from '../steps';
import { leadColumns, leadFieldsSchema } from './rows';
import { IdempotencyConflict, idempotencyKeyTtlMs } from './types';

// A lead before it is stored: the shared shape without what storage gives it.
const {
  id: _id,
  receivedAt: _at,
  status: _status,
  note: _note,
  anonymisedAt: _anonymised,
  ...newLead
} = leadSchema.shape;

export const leadOps = [
  z.object({
    kind: z.literal('saveLead'),
    lead: z.object({ ...newLead, fields: leadFieldsSchema }),
    notify: z.boolean(),
    destinations: z.array(z.string()).optional(),
    at: z.string(),
    idempotency: z.object({ key: z.string(), fingerprint: z.string() }).optional(),
  }),
  z.object({
    kind: z.literal('updateLead'),
    id: z.number(),
    status: z.enum(leadStatuses).optional(),
    note: z.string().optional(),
    actor: z.string(),
    at: z.string(),
    deliverTo: z.array(z.string()).optional(),
    audit: z.object({ id: z.number().nullable(), name: z.string() }).optional(),
  }),
] as const;
type LeadOp = z.infer<(typeof leadOps)[number]>;

/** What staff's text search looks through: every value the visitor typed, lowercased. */
export const searchText = (fields: readonly LeadField[]) =>
  fields
    .map((f) => f.value)
    .join(' ')
    .toLowerCase();

const idRow = z.object({ id: z.number() });
const keyedRow = z.object({ fingerprint: z.string(), lead_id: z.number() });
const stateRow = z.object({ status: z.enum(leadStatuses), note: z.string() });

/** The audit action of a status change: into spam, out of it, or another change. */
const auditAction = (from: string, to: string) =>
  to === 'spam' && from !== 'spam'
    ? 'spam'
    : from === 'spam' && to !== 'spam'
      ? 'not_spam'
      : 'update';

/** The writes of leads, in `d`'s SQL. */
export function leadWrites(d: Dialect): WriteHandlers<LeadOp> {
  const fields = `received_at, form, page, subject, fields, source, user_id, status,
    spam_reason, notice, marketing_consent, experiments`;
  const values = '$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12';
  // PostgreSQL stores a lead, its search text and its delivery jobs in one statement: one round
  // trip.
  const insertLeadAtOnce = `WITH lead AS (
      INSERT INTO leads (${fields}) VALUES (${values}) RETURNING id
    ), search AS (
      INSERT INTO lead_search (id, text) SELECT id, $13 FROM lead
    ), mail AS (
      INSERT INTO outbox (lead_id, destination, next_attempt_at)
      SELECT lead.id, destination, $1 FROM lead, unnest($14::text[]) AS destination
    )
    SELECT id FROM lead`;
  const insertLead = `INSERT INTO leads (${fields}) VALUES (${values}) RETURNING id`;
  const leadState = `SELECT status, note FROM leads WHERE id = $1${d.forUpdate}`;
  const forgetKeys = 'DELETE FROM idempotency_keys WHERE created_at <= $1';
  const forgetKey = `${forgetKeys} AND key = $2`;
  const claimKey = `INSERT INTO idempotency_keys (key, fingerprint, created_at) VALUES ($1, $2, $3)
    ON CONFLICT (key) DO NOTHING RETURNING key`;
  const insertEvent = `INSERT INTO lead_events (lead_id, at, actor, change, from_value, to_value)
    VALUES ($1, $2, $3, $4, $5, $6)`;
  const setLeadState = `UPDATE leads SET status = $1, note = $2 WHERE id = $3
    RETURNING ${leadColumns.lead}`;
  let keysClaimed = 0;

  function* storeLead(
    op: Extract<LeadOp, { kind: 'saveLead' }>,
  ): Generator<Statement, number, unknown[]> {
    const { lead, at, notify } = op;
    const source = lead.source && Object.keys(lead.source).length > 0 ? lead.source : undefined;
    const values: unknown[] = [at, lead.form, lead.page ?? null, lead.subject ?? null];
    values.push(JSON.stringify(lead.fields), source ? JSON.stringify(source) : null);
    const spam = lead.spamReason !== undefined;
    values.push(lead.userId ?? null, spam ? 'spam' : 'new', lead.spamReason ?? null);
    const consent = lead.marketingConsent;
    values.push(lead.notice ? JSON.stringify(lead.notice) : null);
    values.push(consent === undefined ? null : consent ? 1 : 0);
    values.push(lead.experiments?.length ? JSON.stringify(lead.experiments) : null);
    const text = searchText(lead.fields);
    // Suspected spam is kept, but goes nowhere until staff say otherwise.
    const jobs = notify && !spam ? [...new Set(op.destinations ?? ['email'])] : [];
    if (d.name === 'postgres') {
      const params = [...values, text, jobs];
      const [row] = yield op.idempotency
        ? run(insertLeadAtOnce, ...params)
        : only(insertLeadAtOnce, ...params);
      return idRow.parse(row).id;
    }
    const { id } = idRow.parse((yield run(insertLead, ...values))[0]);
    yield run('INSERT INTO lead_search (id, text) VALUES ($1, $2)', id, text);
    for (const destination of jobs) yield run(insertJob, id, destination, at);
    return id;
  }

  return {
    *saveLead(op) {
      const claim = op.idempotency;
      if (!claim) return { id: yield* storeLead(op) };
      const since = new Date(Date.parse(op.at) - idempotencyKeyTtlMs).toISOString();
      // An expired key is used afresh; old ones go now and then.
      if (++keysClaimed % 1000 === 0) yield run(forgetKeys, since);
      else yield run(forgetKey, since, claim.key);
      // On PostgreSQL a concurrent request with the same key waits here until the first commits.
      const claimed = yield run(claimKey, claim.key, claim.fingerprint, op.at);
      if (claimed.length === 0) {
        const sql = 'SELECT fingerprint, lead_id FROM idempotency_keys WHERE key = $1';
        const earlier = keyedRow.parse((yield run(sql, claim.key))[0]);
        if (earlier.fingerprint !== claim.fingerprint) throw new IdempotencyConflict();
        return { id: earlier.lead_id, replayed: true };
      }
      const id = yield* storeLead(op);
      yield run('UPDATE idempotency_keys SET lead_id = $1 WHERE key = $2', id, claim.key);
      return { id };
    },
    *updateLead(op) {
      const [found] = yield run(leadState, op.id);
      if (found === undefined) return undefined;
      const before = stateRow.parse(found);
      const status = op.status ?? before.status;
      const note = op.note ?? before.note;
      if (status !== before.status)
        yield run(insertEvent, op.id, op.at, op.actor, 'status', before.status, status);
      if (note !== before.note)
        yield run(insertEvent, op.id, op.at, op.actor, 'note', before.note, note);
      // Not spam after all: delivered now, where it has not been yet.
      if (before.status === 'spam' && status !== 'spam')
        for (const destination of new Set(op.deliverTo ?? []))
          yield run(insertJob, op.id, destination, op.at);
      if (op.audit) {
        // The statuses, never the note: it may hold what the person wrote.
        const detail = {
          ...(status === before.status ? {} : { from: before.status, to: status }),
          ...(note === before.note ? {} : { note: 'changed' }),
        };
        const action = auditAction(before.status, status);
        yield auditStatement(op.at, op.audit, action, [op.id], 1, detail);
      }
      return (yield run(setLeadState, status, note, op.id))[0];
    },
  };
}
