import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { groupCommit, type BatchExecutor } from './group-commit';
import { migrate } from './migrations';
import { openDatabase } from './sqlite-open';
import { writerThread } from './sqlite-thread';
import { leadFieldsSchema, prepareWrites, type WriteOp, type WriteResult } from './sqlite-writes';
import type { Lead, OutboxItem, Storage, User } from './types';

const leadRow = z.object({
  id: z.number(),
  received_at: z.string(),
  form: z.string(),
  page: z.string().nullable(),
  subject: z.string().nullable(),
  fields: z.string(),
});
const userRow = z.object({
  id: z.number(),
  created_at: z.string(),
  username: z.string(),
  email: z.string(),
  password_hash: z.string(),
});
const outboxRow = z.object({ outbox_id: z.number(), attempts: z.number() });
const leadId = z.object({ id: z.number() });

function toLead(row: unknown): Lead {
  const r = leadRow.parse(row);
  return {
    id: r.id,
    receivedAt: r.received_at,
    form: r.form,
    ...(r.page === null ? {} : { page: r.page }),
    ...(r.subject === null ? {} : { subject: r.subject }),
    fields: leadFieldsSchema.parse(JSON.parse(r.fields)),
  };
}

function toUser(row: unknown): User {
  const r = userRow.parse(row);
  return {
    id: r.id,
    createdAt: r.created_at,
    username: r.username,
    email: r.email,
    passwordHash: r.password_hash,
  };
}

/** The row an operation wrote, or its failure as an error. */
function written(result: WriteResult): unknown {
  if (result.ok) return result.row;
  throw new Error(result.code === 'failed' ? result.message : 'unique constraint');
}

/**
 * Embedded SQLite storage in one file. Reads run on the calling thread; writes are group-committed
 * by a writer thread (see `groupCommit`): each batch is one transaction, synced to disk
 * (WAL, synchronous=FULL) before any write in it resolves, so a lead the API answered 200 for
 * survives a crash or power cut, and the sync never holds up the requests being answered.
 * An in-memory database has no file to share with a thread: it writes inline, in batches too.
 */
export function openSqliteStorage(file: string): Storage {
  const onDisk = file !== ':memory:';
  // Leads and password hashes are personal data: owner-only folder and file (SQLite gives the
  // -wal and -shm files the database file's permissions).
  if (onDisk) mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const created = onDisk && !existsSync(file);
  const db = openDatabase(file);
  if (created) chmodSync(file, 0o600);
  migrate(db);

  const thread = onDisk ? writerThread(file) : undefined;
  const inline = (): BatchExecutor<WriteOp, WriteResult> => {
    const { runBatch } = prepareWrites(db);
    return async (ops) => runBatch(ops);
  };
  const writes = groupCommit(thread ? thread.execute : inline());

  const allLeads = db.prepare('SELECT * FROM leads ORDER BY id');
  const leadsSince = db.prepare('SELECT * FROM leads WHERE received_at >= ? ORDER BY id');
  const userByEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const dueMail = db.prepare(
    `SELECT outbox.id AS outbox_id, outbox.attempts, leads.* FROM outbox
     JOIN leads ON leads.id = outbox.lead_id
     WHERE outbox.sent_at IS NULL AND outbox.next_attempt_at <= ?
     ORDER BY outbox.id LIMIT ?`,
  );

  return {
    async saveLead(lead, { notify }) {
      const at = new Date().toISOString();
      const { id } = leadId.parse(
        written(await writes.submit({ kind: 'saveLead', lead, notify, at })),
      );
      return { ...lead, id, receivedAt: at };
    },
    async listLeads({ since } = {}) {
      const rows = since ? leadsSince.all(since.toISOString()) : allLeads.all();
      return rows.map(toLead);
    },
    async createUser(user) {
      const at = new Date().toISOString();
      const result = await writes.submit({ kind: 'createUser', user, at });
      if (!result.ok && result.code === 'exists') return 'exists';
      return toUser(written(result));
    },
    async findUserByEmail(email) {
      const row: unknown = userByEmail.get(email);
      return row === undefined ? undefined : toUser(row);
    },
    async dueMail(now, limit): Promise<OutboxItem[]> {
      return dueMail.all(now.toISOString(), limit).map((row) => {
        const { outbox_id, attempts } = outboxRow.parse(row);
        return { id: outbox_id, attempts, lead: toLead(row) };
      });
    },
    async markMailSent(id, at) {
      written(await writes.submit({ kind: 'markMailSent', id, at: at.toISOString() }));
    },
    async markMailFailed(id, error, retryAt) {
      const op: WriteOp = { kind: 'markMailFailed', id, error, retryAt: retryAt.toISOString() };
      written(await writes.submit(op));
    },
    async close() {
      await writes.drain();
      await thread?.close();
      if (db.open) db.close();
    },
  };
}
