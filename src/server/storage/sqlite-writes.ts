import Database from 'better-sqlite3';
import { z } from 'zod';

/** The fields of a lead as stored (JSON in the `fields` column). */
export const leadFieldsSchema = z.array(
  z.object({ name: z.string(), label: z.string(), type: z.string(), value: z.string() }),
);

const writeOpSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('saveLead'),
    lead: z.object({
      form: z.string(),
      page: z.string().optional(),
      subject: z.string().optional(),
      fields: leadFieldsSchema,
    }),
    notify: z.boolean(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('createUser'),
    user: z.object({ username: z.string(), email: z.string(), passwordHash: z.string() }),
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
    'INSERT INTO leads (received_at, form, page, subject, fields) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const insertMail = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  const insertUser = db.prepare(
    'INSERT INTO users (created_at, username, email, password_hash) VALUES (?, ?, ?, ?) RETURNING *',
  );
  const mailSent = db.prepare('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?');
  const mailFailed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?',
  );
  const idOf = z.object({ id: z.number() });

  const apply = (op: WriteOp): unknown => {
    switch (op.kind) {
      case 'saveLead': {
        const { lead } = op;
        const row: unknown = insertLead.get(
          op.at,
          lead.form,
          lead.page ?? null,
          lead.subject ?? null,
          JSON.stringify(lead.fields),
        );
        if (op.notify) insertMail.run(idOf.parse(row).id, op.at);
        return row;
      }
      case 'createUser':
        return insertUser.get(op.at, op.user.username, op.user.email, op.user.passwordHash);
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
        return { ok: false, code: 'failed', message: String(error) };
      }
    }),
  );
  return { runBatch: (ops: WriteOp[]): WriteResult[] => applyAll.immediate(ops) };
}
