import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { groupCommit, type BatchExecutor } from './group-commit';
import { migrate } from './migrations';
import { openDatabase } from './sqlite-open';
import { writerThread } from './sqlite-thread';
import {
  leadFieldsSchema,
  leadSourceSchema,
  prepareWrites,
  type WriteOp,
  type WriteResult,
} from './sqlite-writes';
import {
  IdempotencyConflict,
  leadStatuses,
  roles,
  type Lead,
  type LeadQuery,
  type OutboxItem,
  type Storage,
  type User,
} from './types';

const leadRow = z.object({
  id: z.number(),
  received_at: z.string(),
  form: z.string(),
  page: z.string().nullable(),
  subject: z.string().nullable(),
  fields: z.string(),
  status: z.enum(leadStatuses),
  note: z.string(),
  source: z.string().nullable(),
  user_id: z.number().nullable(),
});
const userRow = z.object({
  id: z.number(),
  created_at: z.string(),
  username: z.string(),
  email: z.string(),
  password_hash: z.string(),
  role: z.enum(roles),
});
const eventRow = z.object({
  at: z.string(),
  actor: z.string(),
  change: z.enum(['status', 'note']),
  from_value: z.string(),
  to_value: z.string(),
});
const countRow = z.object({ total: z.number() });
const outboxRow = z.object({ outbox_id: z.number(), attempts: z.number() });
/** What the writer gives for a lead: its id, and whether an Idempotency-Key found it stored. */
const savedLead = z.object({ id: z.number(), replayed: z.literal(true).optional() });

function toLead(row: unknown): Lead {
  const r = leadRow.parse(row);
  return {
    id: r.id,
    receivedAt: r.received_at,
    form: r.form,
    ...(r.page === null ? {} : { page: r.page }),
    ...(r.subject === null ? {} : { subject: r.subject }),
    fields: leadFieldsSchema.parse(JSON.parse(r.fields)),
    ...(r.source === null ? {} : { source: leadSourceSchema.parse(JSON.parse(r.source)) }),
    ...(r.user_id === null ? {} : { userId: r.user_id }),
    status: r.status,
    note: r.note,
  };
}

/** The WHERE clause and parameters of a lead query. */
function leadFilter(query: LeadQuery) {
  const where: string[] = [];
  const params: string[] = [];
  const add = (clause: string, value: string) => {
    where.push(clause);
    params.push(value);
  };
  if (query.status) add('status = ?', query.status);
  if (query.page) add('page = ?', query.page);
  if (query.from) add('received_at >= ?', query.from.toISOString());
  if (query.to) add('received_at < ?', query.to.toISOString());
  // Stored lowercased (searchText), so instr() finds any case, and no character is special.
  const text = query.text?.trim().toLowerCase();
  if (text) add('id IN (SELECT id FROM lead_search WHERE instr(text, ?) > 0)', text);
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

function toUser(row: unknown): User {
  const r = userRow.parse(row);
  return {
    id: r.id,
    createdAt: r.created_at,
    username: r.username,
    email: r.email,
    passwordHash: r.password_hash,
    role: r.role,
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
  const writes = thread ? groupCommit(thread.execute, { pipelined: true }) : groupCommit(inline());

  const allLeads = db.prepare('SELECT * FROM leads ORDER BY id');
  const leadsSince = db.prepare('SELECT * FROM leads WHERE received_at >= ? ORDER BY id');
  const userByEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const userById = db.prepare('SELECT * FROM users WHERE id = ?');
  const allUsers = db.prepare('SELECT * FROM users ORDER BY id');
  const usersWithRole = db.prepare('SELECT * FROM users WHERE role = ? ORDER BY id');
  const sessionUser = db.prepare(
    `SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id
     WHERE sessions.id_hash = ? AND sessions.expires_at > ?`,
  );
  const leadById = db.prepare('SELECT * FROM leads WHERE id = ?');
  const ping = db.prepare('SELECT 1');
  const eventsOf = db.prepare('SELECT * FROM lead_events WHERE lead_id = ? ORDER BY id');
  const leadsOfUser = db.prepare('SELECT * FROM leads WHERE user_id = ? ORDER BY id DESC');
  const dueMail = db.prepare(
    `SELECT outbox.id AS outbox_id, outbox.attempts, leads.* FROM outbox
     JOIN leads ON leads.id = outbox.lead_id
     WHERE outbox.sent_at IS NULL AND outbox.next_attempt_at <= ?
     ORDER BY outbox.id LIMIT ?`,
  );

  return {
    async saveLead(lead, { notify, idempotency }) {
      const at = new Date().toISOString();
      const result = await writes.submit({ kind: 'saveLead', lead, notify, at, idempotency });
      if (!result.ok && result.code === 'conflict') throw new IdempotencyConflict();
      const row = written(result);
      const { id, replayed } = savedLead.parse(row);
      // A retried submission: the lead stored the first time.
      if (replayed) return toLead(leadById.get(id));
      return { ...lead, id, receivedAt: at, status: 'new', note: '' };
    },
    async listLeads({ since } = {}) {
      const rows = since ? leadsSince.all(since.toISOString()) : allLeads.all();
      return rows.map(toLead);
    },
    async queryLeads(query) {
      const { sql, params } = leadFilter(query);
      const { total } = countRow.parse(
        db.prepare(`SELECT count(*) AS total FROM leads ${sql}`).get(...params),
      );
      const rows = db
        .prepare(`SELECT * FROM leads ${sql} ORDER BY id DESC LIMIT ? OFFSET ?`)
        .all(...params, query.limit, query.offset);
      return { leads: rows.map(toLead), total };
    },
    async getLead(id) {
      const row: unknown = leadById.get(id);
      if (row === undefined) return undefined;
      const history = eventsOf.all(id).map((event) => {
        const e = eventRow.parse(event);
        return { at: e.at, actor: e.actor, change: e.change, from: e.from_value, to: e.to_value };
      });
      return { lead: toLead(row), history };
    },
    async updateLead(id, change, actor) {
      const at = new Date().toISOString();
      const row = written(await writes.submit({ kind: 'updateLead', id, ...change, actor, at }));
      return row === undefined ? undefined : toLead(row);
    },
    async leadsOfUser(userId) {
      return leadsOfUser.all(userId).map(toLead);
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
    async findUserById(id) {
      const row: unknown = userById.get(id);
      return row === undefined ? undefined : toUser(row);
    },
    async listUsers(role) {
      return (role ? usersWithRole.all(role) : allUsers.all()).map(toUser);
    },
    async setPassword(userId, passwordHash, keepSession) {
      const op: WriteOp = { kind: 'setPassword', userId, passwordHash, keepSession };
      written(await writes.submit(op));
    },
    async deleteUser(userId) {
      written(await writes.submit({ kind: 'deleteUser', userId }));
    },
    async createSession({ idHash, userId, expiresAt }) {
      const at = new Date().toISOString();
      const op: WriteOp = {
        kind: 'createSession',
        idHash,
        userId,
        at,
        expiresAt: expiresAt.toISOString(),
      };
      written(await writes.submit(op));
    },
    async findSession(idHash, now) {
      const row: unknown = sessionUser.get(idHash, now.toISOString());
      return row === undefined ? undefined : toUser(row);
    },
    async deleteSession(idHash) {
      written(await writes.submit({ kind: 'deleteSession', idHash }));
    },
    // One process owns the file and its outbox runs one round at a time: nothing to claim.
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
    async ping() {
      ping.get();
    },
    async close() {
      await writes.drain();
      await thread?.close();
      if (db.open) db.close();
    },
  };
}
