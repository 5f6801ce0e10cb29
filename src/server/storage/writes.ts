import { z } from 'zod';
import { leadSchema, leadStatuses, type LeadField } from '../../schema/lead';
import type { Dialect } from './dialect';
import { columns, leadFieldsSchema } from './rows';
import { IdempotencyConflict, idempotencyKeyTtlMs, roles } from './types';

/** What staff's text search looks through: every value the visitor typed, lowercased. */
export const searchText = (fields: readonly LeadField[]) =>
  fields
    .map((f) => f.value)
    .join(' ')
    .toLowerCase();

// A lead before it is stored: the shared shape without what storage gives it.
const { id: _id, receivedAt: _at, status: _status, note: _note, ...newLead } = leadSchema.shape;

const writeOpSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('saveLead'),
    lead: z.object({ ...newLead, fields: leadFieldsSchema }),
    notify: z.boolean(),
    at: z.string(),
    idempotency: z.object({ key: z.string(), fingerprint: z.string() }).optional(),
  }),
  z.object({
    kind: z.literal('createUser'),
    user: z.object({
      username: z.string(),
      email: z.string(),
      passwordHash: z.string(),
      role: z.enum(roles).optional(),
    }),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('setPassword'),
    userId: z.number(),
    passwordHash: z.string(),
    keepSession: z.string().optional(),
  }),
  z.object({ kind: z.literal('deleteUser'), userId: z.number() }),
  z.object({
    kind: z.literal('createSession'),
    idHash: z.string(),
    userId: z.number(),
    at: z.string(),
    expiresAt: z.string(),
  }),
  z.object({ kind: z.literal('deleteSession'), idHash: z.string() }),
  z.object({
    kind: z.literal('updateLead'),
    id: z.number(),
    status: z.enum(leadStatuses).optional(),
    note: z.string().optional(),
    actor: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('markMailSent'), id: z.number(), at: z.string() }),
  z.object({
    kind: z.literal('markMailFailed'),
    id: z.number(),
    error: z.string(),
    retryAt: z.string(),
  }),
]);

/** Operations in a message to SQLite's writer thread, checked before they reach SQL. */
export const writeOpsSchema = z.array(writeOpSchema);

/** A change to the database, as the request path hands it over. Times are ISO 8601. */
export type WriteOp = z.infer<typeof writeOpSchema>;

/** One statement, its parameters numbered $1, $2… as both databases read them. */
export interface Statement {
  sql: string;
  params: unknown[];
  /** The write's only statement: it needs no transaction around it (a round trip less). */
  alone?: true;
}

/**
 * A write as the statements it runs in one transaction: each `yield` hands over a statement and
 * gets its rows back, unchecked (the write parses what it reads); the return value is what the
 * write gives (a row, an id). SQLite's writer runs them synchronously inside its batch,
 * PostgreSQL's pool awaits each.
 */
export type Steps = Generator<Statement, unknown, unknown[]>;

const idRow = z.object({ id: z.number() });
const keyedRow = z.object({ fingerprint: z.string(), lead_id: z.number() });
const stateRow = z.object({ status: z.enum(leadStatuses), note: z.string() });

/** The writes, in `d`'s SQL: one generator of statements per operation. */
export function writeSteps(d: Dialect): (op: WriteOp) => Steps {
  const leadColumns = 'received_at, form, page, subject, fields, source, user_id';
  // PostgreSQL stores a lead, its search text and its mail job in one statement: one round trip.
  const insertLeadAtOnce = `WITH lead AS (
      INSERT INTO leads (${leadColumns}) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id
    ), search AS (
      INSERT INTO lead_search (id, text) SELECT id, $8 FROM lead
    ), mail AS (
      INSERT INTO outbox (lead_id, next_attempt_at) SELECT id, $1 FROM lead WHERE $9
    )
    SELECT id FROM lead`;
  const insertLead = `INSERT INTO leads (${leadColumns}) VALUES ($1, $2, $3, $4, $5, $6, $7)
    RETURNING id`;
  const leadState = `SELECT status, note FROM leads WHERE id = $1${d.forUpdate}`;
  const forgetKeys = 'DELETE FROM idempotency_keys WHERE created_at <= $1';
  const forgetKey = `${forgetKeys} AND key = $2`;
  let keysClaimed = 0;

  function* storeLead(
    op: Extract<WriteOp, { kind: 'saveLead' }>,
  ): Generator<Statement, number, unknown[]> {
    const { lead, at, notify } = op;
    const source = lead.source && Object.keys(lead.source).length > 0 ? lead.source : undefined;
    const values: unknown[] = [at, lead.form, lead.page ?? null, lead.subject ?? null];
    values.push(JSON.stringify(lead.fields), source ? JSON.stringify(source) : null);
    values.push(lead.userId ?? null);
    const text = searchText(lead.fields);
    if (d.name === 'postgres') {
      const statement = { sql: insertLeadAtOnce, params: [...values, text, notify] };
      const [row] = yield op.idempotency ? statement : { ...statement, alone: true };
      return idRow.parse(row).id;
    }
    const { id } = idRow.parse((yield { sql: insertLead, params: values })[0]);
    yield { sql: 'INSERT INTO lead_search (id, text) VALUES ($1, $2)', params: [id, text] };
    if (notify)
      yield {
        sql: 'INSERT INTO outbox (lead_id, next_attempt_at) VALUES ($1, $2)',
        params: [id, at],
      };
    return id;
  }

  return function* (op): Steps {
    switch (op.kind) {
      case 'saveLead': {
        const claim = op.idempotency;
        if (!claim) return { id: yield* storeLead(op) };
        const since = new Date(Date.parse(op.at) - idempotencyKeyTtlMs).toISOString();
        // An expired key is used afresh; old ones go now and then.
        if (++keysClaimed % 1000 === 0) yield { sql: forgetKeys, params: [since] };
        else yield { sql: forgetKey, params: [since, claim.key] };
        // On PostgreSQL a concurrent request with the same key waits here until the first commits.
        const claimed = yield {
          sql: `INSERT INTO idempotency_keys (key, fingerprint, created_at) VALUES ($1, $2, $3)
                ON CONFLICT (key) DO NOTHING RETURNING key`,
          params: [claim.key, claim.fingerprint, op.at],
        };
        if (claimed.length === 0) {
          const sql = 'SELECT fingerprint, lead_id FROM idempotency_keys WHERE key = $1';
          const earlier = keyedRow.parse((yield { sql, params: [claim.key] })[0]);
          if (earlier.fingerprint !== claim.fingerprint) throw new IdempotencyConflict();
          return { id: earlier.lead_id, replayed: true };
        }
        const id = yield* storeLead(op);
        yield {
          sql: 'UPDATE idempotency_keys SET lead_id = $1 WHERE key = $2',
          params: [id, claim.key],
        };
        return { id };
      }
      case 'createUser': {
        const { username, email, passwordHash, role = 'visitor' } = op.user;
        const [row] = yield {
          sql: `INSERT INTO users (created_at, username, email, password_hash, role)
                VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ${columns.user}`,
          params: [op.at, username, email, passwordHash, role],
          alone: true,
        };
        return row;
      }
      case 'setPassword':
        yield {
          sql: 'UPDATE users SET password_hash = $1 WHERE id = $2',
          params: [op.passwordHash, op.userId],
        };
        yield {
          sql: 'DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2',
          params: [op.userId, op.keepSession ?? ''],
        };
        return undefined;
      case 'deleteUser':
        // Sessions go with it (ON DELETE CASCADE); its leads stay, unlinked (SET NULL).
        yield { sql: 'DELETE FROM users WHERE id = $1', params: [op.userId], alone: true };
        return undefined;
      case 'createSession':
        yield { sql: 'DELETE FROM sessions WHERE expires_at <= $1', params: [op.at] };
        yield {
          sql: 'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
          params: [op.idHash, op.userId, op.at, op.expiresAt],
        };
        return undefined;
      case 'deleteSession':
        yield { sql: 'DELETE FROM sessions WHERE id_hash = $1', params: [op.idHash], alone: true };
        return undefined;
      case 'updateLead': {
        const [found] = yield { sql: leadState, params: [op.id] };
        if (found === undefined) return undefined;
        const before = stateRow.parse(found);
        const status = op.status ?? before.status;
        const note = op.note ?? before.note;
        const changes = [
          ['status', before.status, status],
          ['note', before.note, note],
        ] as const;
        for (const [change, from, to] of changes)
          if (from !== to)
            yield {
              sql: `INSERT INTO lead_events (lead_id, at, actor, change, from_value, to_value)
                    VALUES ($1, $2, $3, $4, $5, $6)`,
              params: [op.id, op.at, op.actor, change, from, to],
            };
        const [row] = yield {
          sql: `UPDATE leads SET status = $1, note = $2 WHERE id = $3 RETURNING ${columns.lead}`,
          params: [status, note, op.id],
        };
        return row;
      }
      case 'markMailSent':
        yield {
          sql: 'UPDATE outbox SET sent_at = $1, last_error = NULL, claimed_until = NULL WHERE id = $2',
          params: [op.at, op.id],
          alone: true,
        };
        return undefined;
      case 'markMailFailed':
        yield {
          sql: `UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2,
                  claimed_until = NULL WHERE id = $3`,
          params: [op.error.slice(0, 1000), op.retryAt, op.id],
          alone: true,
        };
        return undefined;
    }
  };
}
