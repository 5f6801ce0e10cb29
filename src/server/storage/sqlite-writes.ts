import Database from 'better-sqlite3';
import { z } from 'zod';
import {
  IdempotencyConflict,
  idempotencyKeyTtlMs,
  leadSourceKeys,
  leadStatuses,
  roles,
  type LeadField,
} from './types';

/** The fields of a lead as stored (JSON in the `fields` column). */
export const leadFieldsSchema = z.array(
  z.object({ name: z.string(), label: z.string(), type: z.string(), value: z.string() }),
);

/** Where a lead came from as stored (JSON in the `source` column). */
export const leadSourceSchema = z.partialRecord(z.enum(leadSourceKeys), z.string());

/** What staff's text search looks through: every value the visitor typed, lowercased. */
export const searchText = (fields: readonly LeadField[]) =>
  fields
    .map((f) => f.value)
    .join(' ')
    .toLowerCase();

const writeOpSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('saveLead'),
    lead: z.object({
      form: z.string(),
      page: z.string().optional(),
      subject: z.string().optional(),
      fields: leadFieldsSchema,
      source: leadSourceSchema.optional(),
      userId: z.number().optional(),
    }),
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

/** Operations in a message from the request thread, checked before they reach SQL. */
export const writeOpsSchema = z.array(writeOpSchema);

/** A change to the database, as the request path hands it to the writer. Times are ISO 8601. */
export type WriteOp = z.infer<typeof writeOpSchema>;

/** Results in a message from the writer, one per operation, checked on the request thread. */
export const writeResultsSchema = z.array(
  z.union([
    z.object({ ok: z.literal(true), row: z.unknown().optional() }),
    z.object({ ok: z.literal(false), code: z.literal('exists') }),
    z.object({ ok: z.literal(false), code: z.literal('conflict') }),
    z.object({ ok: z.literal(false), code: z.literal('failed'), message: z.string() }),
  ]),
);

/** What one operation gave: the row it wrote (or, for a lead, its id), a refusal by a constraint,
 * or a failure. */
export type WriteResult = z.infer<typeof writeResultsSchema>[number];

/**
 * The writer's statements. `runBatch` applies a batch in one transaction, so the whole batch costs
 * one sync to disk; each operation has its own savepoint, so one refused by a constraint (a second
 * account for an address) does not undo the others. Results are returned after the commit only.
 */
export function prepareWrites(db: Database.Database) {
  // Only the id comes back for a lead: the request thread has the rest, and copies less.
  const insertLead = db.prepare(
    `INSERT INTO leads (received_at, form, page, subject, fields, source, user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const indexLead = db.prepare('INSERT INTO lead_search (id, text) VALUES (?, ?)');
  const keyedLead = db.prepare(
    'SELECT fingerprint, lead_id FROM idempotency_keys WHERE key = ? AND created_at > ?',
  );
  const forgetKey = db.prepare('DELETE FROM idempotency_keys WHERE key = ?');
  const forgetOldKeys = db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?');
  const keepKey = db.prepare(
    'INSERT INTO idempotency_keys (key, fingerprint, lead_id, created_at) VALUES (?, ?, ?, ?)',
  );
  const keyedRow = z.object({ fingerprint: z.string(), lead_id: z.number() });
  let keysSaved = 0;
  const insertMail = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  const insertUser = db.prepare(
    `INSERT INTO users (created_at, username, email, password_hash, role) VALUES (?, ?, ?, ?, ?)
     RETURNING *`,
  );
  const updatePassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const endOtherSessions = db.prepare('DELETE FROM sessions WHERE user_id = ? AND id_hash != ?');
  const removeUser = db.prepare('DELETE FROM users WHERE id = ?');
  const insertSession = db.prepare(
    'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const pruneSessions = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  const removeSession = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const leadState = db.prepare('SELECT status, note FROM leads WHERE id = ?');
  const setLeadState = db.prepare('UPDATE leads SET status = ?, note = ? WHERE id = ? RETURNING *');
  const insertEvent = db.prepare(
    `INSERT INTO lead_events (lead_id, at, actor, change, from_value, to_value)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const stateOf = z.object({ status: z.enum(leadStatuses), note: z.string() });
  const mailSent = db.prepare('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?');
  const mailFailed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?',
  );
  const idOf = z.object({ id: z.number() });

  const apply = (op: WriteOp): unknown => {
    switch (op.kind) {
      case 'saveLead': {
        const { lead, idempotency } = op;
        if (idempotency) {
          const since = new Date(Date.parse(op.at) - idempotencyKeyTtlMs).toISOString();
          const found: unknown = keyedLead.get(idempotency.key, since);
          if (found !== undefined) {
            const earlier = keyedRow.parse(found);
            if (earlier.fingerprint !== idempotency.fingerprint) throw new IdempotencyConflict();
            return { id: earlier.lead_id, replayed: true };
          }
          // An expired key is used afresh; old ones go now and then.
          forgetKey.run(idempotency.key);
          if (++keysSaved % 1000 === 0) forgetOldKeys.run(since);
        }
        const row: unknown = insertLead.get(
          op.at,
          lead.form,
          lead.page ?? null,
          lead.subject ?? null,
          JSON.stringify(lead.fields),
          lead.source && Object.keys(lead.source).length > 0 ? JSON.stringify(lead.source) : null,
          lead.userId ?? null,
        );
        const { id } = idOf.parse(row);
        indexLead.run(id, searchText(lead.fields));
        if (op.notify) insertMail.run(id, op.at);
        if (idempotency) keepKey.run(idempotency.key, idempotency.fingerprint, id, op.at);
        return row;
      }
      case 'createUser': {
        const { username, email, passwordHash, role = 'visitor' } = op.user;
        return insertUser.get(op.at, username, email, passwordHash, role);
      }
      case 'setPassword':
        updatePassword.run(op.passwordHash, op.userId);
        endOtherSessions.run(op.userId, op.keepSession ?? '');
        return undefined;
      case 'deleteUser':
        // Sessions go with it (ON DELETE CASCADE); its leads stay, unlinked (SET NULL).
        removeUser.run(op.userId);
        return undefined;
      case 'createSession':
        pruneSessions.run(op.at);
        insertSession.run(op.idHash, op.userId, op.at, op.expiresAt);
        return undefined;
      case 'deleteSession':
        removeSession.run(op.idHash);
        return undefined;
      case 'updateLead': {
        const found: unknown = leadState.get(op.id);
        if (found === undefined) return undefined;
        const before = stateOf.parse(found);
        const status = op.status ?? before.status;
        const note = op.note ?? before.note;
        if (status !== before.status)
          insertEvent.run(op.id, op.at, op.actor, 'status', before.status, status);
        if (note !== before.note)
          insertEvent.run(op.id, op.at, op.actor, 'note', before.note, note);
        return setLeadState.get(status, note, op.id);
      }
      case 'markMailSent':
        mailSent.run(op.at, op.id);
        return undefined;
      case 'markMailFailed':
        mailFailed.run(op.error.slice(0, 1000), op.retryAt, op.id);
        return undefined;
    }
  };

  // Each operation in a nested transaction (a savepoint): a failure rolls back that one only.
  const applyOne = db.transaction(apply);
  const applyAll = db.transaction((ops: WriteOp[]): WriteResult[] =>
    ops.map((op) => {
      try {
        return { ok: true, row: applyOne(op) };
      } catch (error) {
        if (error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE')
          return { ok: false, code: 'exists' };
        if (error instanceof IdempotencyConflict) return { ok: false, code: 'conflict' };
        return { ok: false, code: 'failed', message: String(error) };
      }
    }),
  );
  return { runBatch: (ops: WriteOp[]): WriteResult[] => applyAll.immediate(ops) };
}
