import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { migrate } from './migrations';
import type { Lead, NewLead, OutboxItem, Storage, User } from './types';

const leadRow = z.object({
  id: z.number(),
  received_at: z.string(),
  form: z.string(),
  page: z.string().nullable(),
  subject: z.string().nullable(),
  fields: z.string(),
});
const fieldsJson = z.array(
  z.object({ name: z.string(), label: z.string(), type: z.string(), value: z.string() }),
);
const userRow = z.object({
  id: z.number(),
  created_at: z.string(),
  username: z.string(),
  email: z.string(),
  password_hash: z.string(),
});

function toLead(row: unknown): Lead {
  const r = leadRow.parse(row);
  return {
    id: r.id,
    receivedAt: r.received_at,
    form: r.form,
    ...(r.page === null ? {} : { page: r.page }),
    ...(r.subject === null ? {} : { subject: r.subject }),
    fields: fieldsJson.parse(JSON.parse(r.fields)),
  };
}

/**
 * Embedded SQLite storage in one file. WAL with synchronous=FULL: a commit is on disk before
 * `saveLead` resolves, so a lead the API answered 200 for survives a crash or power cut.
 */
export function openSqliteStorage(file: string): Storage {
  const onDisk = file !== ':memory:';
  // Leads and password hashes are personal data: owner-only folder and file (SQLite gives the
  // -wal and -shm files the database file's permissions).
  if (onDisk) mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const created = onDisk && !existsSync(file);
  const db = new Database(file);
  if (created) chmodSync(file, 0o600);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertLead = db.prepare(
    'INSERT INTO leads (received_at, form, page, subject, fields) VALUES (?, ?, ?, ?, ?) RETURNING *',
  );
  const insertMail = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  const saveLead = db.transaction((lead: NewLead, notify: boolean): Lead => {
    const now = new Date().toISOString();
    const row: unknown = insertLead.get(
      now,
      lead.form,
      lead.page ?? null,
      lead.subject ?? null,
      JSON.stringify(lead.fields),
    );
    const saved = toLead(row);
    if (notify) insertMail.run(saved.id, now);
    return saved;
  });

  const allLeads = db.prepare('SELECT * FROM leads ORDER BY id');
  const leadsSince = db.prepare('SELECT * FROM leads WHERE received_at >= ? ORDER BY id');
  const insertUser = db.prepare(
    'INSERT INTO users (created_at, username, email, password_hash) VALUES (?, ?, ?, ?) RETURNING *',
  );
  const userByEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const dueMail = db.prepare(
    `SELECT outbox.id AS outbox_id, outbox.attempts, leads.* FROM outbox
     JOIN leads ON leads.id = outbox.lead_id
     WHERE outbox.sent_at IS NULL AND outbox.next_attempt_at <= ?
     ORDER BY outbox.id LIMIT ?`,
  );
  const mailSent = db.prepare('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?');
  const mailFailed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?',
  );
  const outboxRow = z.object({ outbox_id: z.number(), attempts: z.number() });

  const toUser = (row: unknown): User => {
    const r = userRow.parse(row);
    return {
      id: r.id,
      createdAt: r.created_at,
      username: r.username,
      email: r.email,
      passwordHash: r.password_hash,
    };
  };

  return {
    async saveLead(lead, { notify }) {
      return saveLead.immediate(lead, notify);
    },
    async listLeads({ since } = {}) {
      const rows = since ? leadsSince.all(since.toISOString()) : allLeads.all();
      return rows.map(toLead);
    },
    async createUser(user) {
      try {
        return toUser(
          insertUser.get(new Date().toISOString(), user.username, user.email, user.passwordHash),
        );
      } catch (error) {
        if (error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE')
          return 'exists';
        throw error;
      }
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
      mailSent.run(at.toISOString(), id);
    },
    async markMailFailed(id, error, retryAt) {
      mailFailed.run(error.slice(0, 1000), retryAt.toISOString(), id);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
