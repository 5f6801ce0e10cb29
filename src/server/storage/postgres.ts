import pg from 'pg';
import { z } from 'zod';
import { migratePostgres } from './postgres-migrations';
import { postgresSharedState } from './postgres-shared';
import { leadFieldsSchema, leadSourceSchema, searchText } from './sqlite-writes';
import {
  IdempotencyConflict,
  idempotencyKeyTtlMs,
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
  received_at: z.date(),
  form: z.string(),
  page: z.string().nullable(),
  subject: z.string().nullable(),
  fields: z.unknown(),
  source: z.unknown(),
  user_id: z.number().nullable(),
  status: z.enum(leadStatuses),
  note: z.string(),
});
const userRow = z.object({
  id: z.number(),
  created_at: z.date(),
  username: z.string(),
  email: z.string(),
  password_hash: z.string(),
  role: z.enum(roles),
});
const eventRow = z.object({
  at: z.date(),
  actor: z.string(),
  change: z.enum(['status', 'note']),
  from_value: z.string(),
  to_value: z.string(),
});
const stateRow = z.object({ status: z.enum(leadStatuses), note: z.string() });
const countRow = z.object({ total: z.coerce.number() });
const idRow = z.object({ id: z.number() });
const outboxRow = z.object({ outbox_id: z.number(), attempts: z.number() });
const keyedRow = z.object({ fingerprint: z.string(), lead_id: z.number() });

function toLead(row: unknown): Lead {
  const r = leadRow.parse(row);
  return {
    id: r.id,
    receivedAt: r.received_at.toISOString(),
    form: r.form,
    ...(r.page === null ? {} : { page: r.page }),
    ...(r.subject === null ? {} : { subject: r.subject }),
    fields: leadFieldsSchema.parse(r.fields),
    ...(r.source === null ? {} : { source: leadSourceSchema.parse(r.source) }),
    ...(r.user_id === null ? {} : { userId: r.user_id }),
    status: r.status,
    note: r.note,
  };
}

function toUser(row: unknown): User {
  const r = userRow.parse(row);
  return {
    id: r.id,
    createdAt: r.created_at.toISOString(),
    username: r.username,
    email: r.email,
    passwordHash: r.password_hash,
    role: r.role,
  };
}

/** The WHERE clause of a lead query with its parameters, numbered from $1. */
function leadFilter(query: LeadQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (query.status) add((n) => `status = ${n}`, query.status);
  if (query.page) add((n) => `page = ${n}`, query.page);
  if (query.from) add((n) => `received_at >= ${n}`, query.from);
  if (query.to) add((n) => `received_at < ${n}`, query.to);
  // Stored lowercased (searchText), so strpos finds any case, and no character is special.
  const text = query.text?.trim().toLowerCase();
  if (text) add((n) => `strpos(search_text, ${n}) > 0`, text);
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** A connection URL with its password replaced, fit for a log line. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(a DATABASE_URL that is not a URL)';
  }
}

/** The database could not be reached or set up at start; says which URL (no password) and why. */
export class DatabaseUnavailable extends Error {
  constructor(url: string, cause: unknown) {
    super(
      `cannot use the database at ${redactUrl(url)}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * Storage in PostgreSQL, for several server instances sharing one database. Each write is one
 * statement or one transaction, committed (and so durable) before it resolves; PostgreSQL groups
 * concurrent commits itself. Opening checks the connection and brings the schema up to date.
 */
export async function openPostgresStorage(
  url: string,
  {
    poolSize = 10,
    mailLeaseMs = 5 * 60_000,
  }: {
    poolSize?: number;
    /** How long a mail job handed to one instance is kept from the others (sending takes seconds). */
    mailLeaseMs?: number;
  } = {},
): Promise<Storage> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server drops must not take the process down with it.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    try {
      await migratePostgres(client);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailable(url, error);
  }

  /** Runs `work` in one transaction on one connection. */
  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const rows = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;

  return {
    shared: postgresSharedState(pool),
    async saveLead(lead, { notify, idempotency }) {
      const at = new Date();
      const source = lead.source && Object.keys(lead.source).length > 0 ? lead.source : null;
      const insert = async (client: pg.PoolClient | pg.Pool) => {
        // One statement: the lead and its mail job are committed together or not at all.
        const { rows: inserted } = await client.query(
          `WITH lead AS (
             INSERT INTO leads (received_at, form, page, subject, fields, source, user_id, search_text)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
           ), mail AS (
             INSERT INTO outbox (lead_id, next_attempt_at) SELECT id, $1 FROM lead WHERE $9
           )
           SELECT id FROM lead`,
          [
            at,
            lead.form,
            lead.page ?? null,
            lead.subject ?? null,
            JSON.stringify(lead.fields),
            source === null ? null : JSON.stringify(source),
            lead.userId ?? null,
            searchText(lead.fields),
            notify,
          ],
        );
        return idRow.parse(inserted[0]).id;
      };
      const stored = (id: number): Lead => ({
        ...lead,
        id,
        receivedAt: at.toISOString(),
        status: 'new',
        note: '',
      });
      if (!idempotency) return stored(await insert(pool));
      const outcome = await transaction(async (client) => {
        const since = new Date(at.getTime() - idempotencyKeyTtlMs);
        await client.query('DELETE FROM idempotency_keys WHERE key = $1 AND created_at <= $2', [
          idempotency.key,
          since,
        ]);
        // A concurrent request with the same key waits here until the first one commits.
        const claimed = await client.query(
          `INSERT INTO idempotency_keys (key, fingerprint, created_at) VALUES ($1, $2, $3)
           ON CONFLICT (key) DO NOTHING RETURNING key`,
          [idempotency.key, idempotency.fingerprint, at],
        );
        if (claimed.rows.length === 0) {
          const { rows: found } = await client.query(
            'SELECT fingerprint, lead_id FROM idempotency_keys WHERE key = $1',
            [idempotency.key],
          );
          const earlier = keyedRow.parse(found[0]);
          if (earlier.fingerprint !== idempotency.fingerprint) throw new IdempotencyConflict();
          return { replayOf: earlier.lead_id, id: undefined };
        }
        const id = await insert(client);
        await client.query('UPDATE idempotency_keys SET lead_id = $1 WHERE key = $2', [
          id,
          idempotency.key,
        ]);
        return { id, replayOf: undefined };
      });
      if (outcome.id !== undefined) return stored(outcome.id);
      const [row] = await rows('SELECT * FROM leads WHERE id = $1', [outcome.replayOf]);
      return toLead(row);
    },
    async listLeads({ since } = {}) {
      const found = since
        ? await rows('SELECT * FROM leads WHERE received_at >= $1 ORDER BY id', [since])
        : await rows('SELECT * FROM leads ORDER BY id');
      return found.map(toLead);
    },
    async queryLeads(query) {
      const { sql, params } = leadFilter(query);
      const [count] = await rows(`SELECT count(*) AS total FROM leads ${sql}`, params);
      const n = params.length;
      const page = await rows(
        `SELECT * FROM leads ${sql} ORDER BY id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      );
      return { leads: page.map(toLead), total: countRow.parse(count).total };
    },
    async getLead(id) {
      const [row] = await rows('SELECT * FROM leads WHERE id = $1', [id]);
      if (row === undefined) return undefined;
      const events = await rows('SELECT * FROM lead_events WHERE lead_id = $1 ORDER BY id', [id]);
      const history = events.map((event) => {
        const e = eventRow.parse(event);
        const at = e.at.toISOString();
        return { at, actor: e.actor, change: e.change, from: e.from_value, to: e.to_value };
      });
      return { lead: toLead(row), history };
    },
    async updateLead(id, change, actor) {
      const at = new Date();
      return transaction(async (client) => {
        const found = await client.query(
          'SELECT status, note FROM leads WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (found.rows[0] === undefined) return undefined;
        const before = stateRow.parse(found.rows[0]);
        const status = change.status ?? before.status;
        const note = change.note ?? before.note;
        const record = (kind: 'status' | 'note', from: string, to: string) =>
          client.query(
            `INSERT INTO lead_events (lead_id, at, actor, change, from_value, to_value)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [id, at, actor, kind, from, to],
          );
        if (status !== before.status) await record('status', before.status, status);
        if (note !== before.note) await record('note', before.note, note);
        const updated = await client.query(
          'UPDATE leads SET status = $1, note = $2 WHERE id = $3 RETURNING *',
          [status, note, id],
        );
        return toLead(updated.rows[0]);
      });
    },
    async leadsOfUser(userId) {
      return (await rows('SELECT * FROM leads WHERE user_id = $1 ORDER BY id DESC', [userId])).map(
        toLead,
      );
    },
    async createUser({ username, email, passwordHash, role = 'visitor' }) {
      const [row] = await rows(
        `INSERT INTO users (created_at, username, email, password_hash, role)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING *`,
        [new Date(), username, email, passwordHash, role],
      );
      return row === undefined ? 'exists' : toUser(row);
    },
    async findUserByEmail(email) {
      const [row] = await rows('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
      return row === undefined ? undefined : toUser(row);
    },
    async findUserById(id) {
      const [row] = await rows('SELECT * FROM users WHERE id = $1', [id]);
      return row === undefined ? undefined : toUser(row);
    },
    async listUsers(role) {
      const found = role
        ? await rows('SELECT * FROM users WHERE role = $1 ORDER BY id', [role])
        : await rows('SELECT * FROM users ORDER BY id');
      return found.map(toUser);
    },
    async setPassword(userId, passwordHash, keepSession) {
      await transaction(async (client) => {
        await client.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
          passwordHash,
          userId,
        ]);
        await client.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [
          userId,
          keepSession ?? '',
        ]);
      });
    },
    async deleteUser(userId) {
      // Sessions go with it (ON DELETE CASCADE); its leads stay, unlinked (SET NULL).
      await pool.query('DELETE FROM users WHERE id = $1', [userId]);
    },
    async createSession({ idHash, userId, expiresAt }) {
      const now = new Date();
      await transaction(async (client) => {
        await client.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
        await client.query(
          'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
          [idHash, userId, now, expiresAt],
        );
      });
    },
    async findSession(idHash, now) {
      const [row] = await rows(
        `SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id
         WHERE sessions.id_hash = $1 AND sessions.expires_at > $2`,
        [idHash, now],
      );
      return row === undefined ? undefined : toUser(row);
    },
    async deleteSession(idHash) {
      await pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
    },
    async dueMail(now, limit): Promise<OutboxItem[]> {
      // Claimed for this instance: another one skips the rows locked here and, after the update,
      // the jobs until their lease runs out (an instance that died mid-send frees them so).
      const heldUntil = new Date(now.getTime() + mailLeaseMs);
      const claimed = await rows(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE sent_at IS NULL AND next_attempt_at <= $1
             AND (claimed_until IS NULL OR claimed_until <= $1)
           ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE outbox SET claimed_until = $3 FROM due WHERE outbox.id = due.id
           RETURNING outbox.id AS outbox_id, outbox.attempts, outbox.lead_id
         )
         SELECT claimed.outbox_id, claimed.attempts, leads.* FROM claimed
         JOIN leads ON leads.id = claimed.lead_id ORDER BY claimed.outbox_id`,
        [now, limit, heldUntil],
      );
      return claimed.map((row) => {
        const { outbox_id, attempts } = outboxRow.parse(row);
        return { id: outbox_id, attempts, lead: toLead(row), heldUntil };
      });
    },
    async markMailSent(id, at) {
      await pool.query(
        'UPDATE outbox SET sent_at = $1, last_error = NULL, claimed_until = NULL WHERE id = $2',
        [at, id],
      );
    },
    async markMailFailed(id, error, retryAt) {
      await pool.query(
        `UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2,
           claimed_until = NULL WHERE id = $3`,
        [error.slice(0, 1000), retryAt, id],
      );
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}
