import { z } from 'zod';
import { leadStatuses } from '../../schema/lead';
import type { Dialect } from './dialect';
import { personStorage } from './person-storage';
import { readDraftContent, storedDraftContent } from './draft-marks';
import {
  columns,
  json,
  countRow,
  outboxRow,
  qualified,
  troubleRow,
  savedLead,
  toChange,
  toChangeEvent,
  toEvent,
  toDiscardedDraft,
  toDraft,
  toPendingUpload,
  toSessionRecord,
  sessionColumns,
  toLead,
  toUser,
} from './rows';
import {
  discardedDraftKeptDays,
  type ChangeEvent,
  type LeadQuery,
  type PageChange,
  type OutboxItem,
  type StoredPasskey,
  type Storage,
} from './types';
import type { Driver } from './driver';
import type { WriteOp } from './write-ops';

const secondFactorRow = z.object({
  secret: z.string(),
  last_step: z.coerce.number(),
  confirmed: z.coerce.number(),
  codes: z.coerce.number(),
});
const passkeyRow = z.object({
  credential_id: z.string(),
  user_id: z.number(),
  public_key: z.string(),
  counter: z.coerce.number(),
  transports: z.string(),
  name: z.string(),
  created_at: z.union([z.string(), z.date().transform((date) => date.toISOString())]),
  last_used_at: z.union([z.string(), z.date().transform((date) => date.toISOString())]).nullable(),
});
const toPasskey = (row: unknown): StoredPasskey => {
  const parsed = passkeyRow.parse(row);
  return {
    id: parsed.credential_id,
    userId: parsed.user_id,
    publicKey: parsed.public_key,
    counter: parsed.counter,
    transports: parsed.transports ? parsed.transports.split(',') : [],
    name: parsed.name,
    createdAt: parsed.created_at,
    lastUsedAt: parsed.last_used_at,
  };
};
const passkeyColumns =
  'credential_id, user_id, public_key, counter, transports, name, created_at, last_used_at';
const pendingLoginRow = z.object({ user_id: z.number(), step: z.enum(['code', 'enrol']) });

/** The WHERE clause of a lead query and its parameters, numbered from $1. */
function leadFilter(d: Dialect, query: LeadQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (query.status) add((n) => `status = ${n}`, query.status);
  if (query.notStatus) add((n) => `status <> ${n}`, query.notStatus);
  if (query.page) add((n) => `page = ${n}`, query.page);
  if (query.from) add((n) => `received_at >= ${n}`, query.from.toISOString());
  if (query.to) add((n) => `received_at < ${n}`, query.to.toISOString());
  // Stored lowercased (searchText), so any case is found, and no character is special.
  const text = query.text?.trim().toLowerCase();
  if (text) add((n) => `id IN (SELECT id FROM lead_search WHERE ${d.contains('text', n)})`, text);
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/**
 * The storage, written once for both databases: reads and writes in the SQL both understand
 * (dialect.ts names what differs); the driver runs them.
 */
export function sqlStorage(driver: Driver): Storage {
  const { read, write } = driver;
  const first = async (sql: string, params: unknown[]) => (await read(sql, params))[0];
  const user = async (sql: string, params: unknown[]) => {
    const row = await first(sql, params);
    return row === undefined ? undefined : toUser(row);
  };
  const leads = `SELECT ${columns.lead} FROM leads`;
  const users = `SELECT ${columns.user} FROM users`;
  const sql = {
    leadById: `${leads} WHERE id = $1`,
    leadsSince: `${leads} WHERE received_at >= $1 ORDER BY id`,
    allLeads: `${leads} ORDER BY id`,
    events: `SELECT ${columns.event} FROM lead_events WHERE lead_id = $1 ORDER BY id`,
    leadsOfUser: `${leads} WHERE user_id = $1 ORDER BY id DESC`,
    userByEmail: `${users} WHERE lower(email) = lower($1)`,
    userById: `${users} WHERE id = $1`,
    usersWithRole: `${users} WHERE role = $1 ORDER BY id`,
    allUsers: `${users} ORDER BY id`,
    sessionUser: `SELECT ${qualified('users', columns.user)} FROM sessions
      JOIN users ON users.id = sessions.user_id
      WHERE sessions.id_hash = $1 AND sessions.expires_at > $2`,
    liveSession: `SELECT ${qualified('users', columns.user)}, ${sessionColumns} FROM sessions
      JOIN users ON users.id = sessions.user_id
      WHERE sessions.id_hash = $1 AND sessions.expires_at > $2`,
    sessionsOf: `SELECT ${sessionColumns} FROM sessions
      WHERE sessions.user_id = $1 AND sessions.expires_at > $2
      ORDER BY seen_at DESC, sessions.created_at DESC`,
    upload: `SELECT ${columns.upload} FROM pending_uploads WHERE name = $1`,
    uploadNames: 'SELECT name FROM pending_uploads ORDER BY name',
    uploads: `SELECT ${columns.upload} FROM pending_uploads ORDER BY uploaded_at, name`,
    drafts: `SELECT ${columns.draft} FROM drafts ORDER BY updated_at DESC, file`,
    draft: `SELECT ${columns.draft} FROM drafts WHERE file = $1`,
    discardedSince: `SELECT ${columns.discardedDraft} FROM discarded_drafts
      WHERE discarded_at >= $1 ORDER BY discarded_at DESC, id DESC`,
    changes: `SELECT ${columns.changeHead} FROM page_changes
      WHERE state IN ('review', 'sent_back', 'scheduled', 'publishing') OR updated_at >= $1
      ORDER BY id DESC LIMIT 200`,
    change: `SELECT ${columns.changeHead}, content FROM page_changes WHERE id = $1`,
    anyDue: `SELECT id FROM page_changes
      WHERE (state = 'scheduled' AND publish_at <= $1) OR (state = 'publishing' AND claimed_until <= $1)
      LIMIT 1`,
    changeEvents: `SELECT ${columns.changeEvent} FROM page_change_events
      WHERE change_id >= $1 AND change_id <= $2 ORDER BY id`,
    secondFactor: `SELECT secret, last_step,
        CASE WHEN confirmed_at IS NULL THEN 0 ELSE 1 END AS confirmed,
        (SELECT count(*) FROM recovery_codes WHERE user_id = $1) AS codes
      FROM second_factors WHERE user_id = $1`,
    passkeys: `SELECT ${passkeyColumns} FROM passkeys WHERE user_id = $1
      ORDER BY created_at, credential_id`,
    passkey: `SELECT ${passkeyColumns} FROM passkeys WHERE credential_id = $1`,
    pendingLogin:
      'SELECT user_id, step FROM pending_logins WHERE token_hash = $1 AND expires_at > $2',
    previewLink: `SELECT preview_links.file, preview_links.content FROM preview_links
      JOIN users ON users.id = preview_links.user_id AND users.editor = 1
      WHERE preview_links.token_hash = $1 AND preview_links.expires_at > $2`,
    dueMail: `SELECT outbox.id AS outbox_id, outbox.attempts, outbox.destination,
        ${qualified('leads', columns.lead)}
      FROM outbox JOIN leads ON leads.id = outbox.lead_id
      WHERE outbox.sent_at IS NULL AND outbox.next_attempt_at <= $1
        AND ($3 = 0 OR ${driver.dialect.oneOf('outbox.destination', '$4')})
      ORDER BY outbox.id LIMIT $2`,
    trouble: `SELECT destination, min(failing_since) AS since, count(*) AS waiting FROM outbox
      WHERE sent_at IS NULL AND failing_since IS NOT NULL
      GROUP BY destination ORDER BY destination`,
  };

  /** The changes of `rows` with their events, read in one query. */
  const withEvents = async (rows: unknown[]): Promise<PageChange[]> => {
    const changes = rows.map((row) => toChange(row));
    if (changes.length === 0) return [];
    const ids = changes.map((c) => c.id);
    const events = new Map<number, ChangeEvent[]>();
    for (const row of await read(sql.changeEvents, [Math.min(...ids), Math.max(...ids)])) {
      const { changeId, event } = toChangeEvent(row);
      events.set(changeId, [...(events.get(changeId) ?? []), event]);
    }
    return changes.map((c) => ({ ...c, events: events.get(c.id) ?? [] }));
  };
  const changeFrom = async (row: unknown) => (await withEvents([row]))[0]!;

  const secret: Storage['secret'] = async (name, make) => {
    const found = await first('SELECT value FROM server_secrets WHERE name = $1', [name]);
    if (found !== undefined) return z.object({ value: z.string() }).parse(found).value;
    return z.string().parse(await write({ kind: 'ensureSecret', name, value: make() }));
  };

  return {
    ...(driver.shared ? { shared: driver.shared } : {}),
    ...personStorage(driver, secret),
    async createChange(change) {
      const at = new Date().toISOString();
      const { row } = changeResult.parse(
        await write({
          kind: 'createChange',
          ...change,
          content: change.content === null ? null : JSON.stringify(change.content),
          publishAt: change.publishAt?.toISOString() ?? null,
          at,
        }),
      );
      return changeFrom(row);
    },
    async listChanges(since) {
      return withEvents(await read(sql.changes, [since.toISOString()]));
    },
    async getChange(id) {
      const row = await first(sql.change, [id]);
      return row === undefined ? undefined : changeFrom(row);
    },
    async actOnChange(id, { kind, leaseUntil, ...by }) {
      const at = new Date().toISOString();
      const result = changeResult.parse(
        await write({
          kind: 'actOnChange',
          id,
          action: kind,
          ...by,
          at,
          leaseUntil: leaseUntil.toISOString(),
        }),
      );
      if (result.refused) {
        const now = await first(sql.change, [id]);
        return {
          refused: result.refused,
          ...(now === undefined ? {} : { change: await changeFrom(now) }),
        };
      }
      return { change: await changeFrom(result.row) };
    },
    async claimDueChange(now, leaseUntil) {
      // Instances look every few seconds: a read, with a write only when something is due.
      if ((await read(sql.anyDue, [now.toISOString()])).length === 0) return undefined;
      const { row } = changeResult.parse(
        await write({
          kind: 'claimDueChange',
          at: now.toISOString(),
          leaseUntil: leaseUntil.toISOString(),
        }),
      );
      return row === undefined ? undefined : changeFrom(row);
    },
    async finishChange(id, heldUntil, { state, outcome, actor, userId }) {
      const at = new Date().toISOString();
      const op = { id, heldUntil, state, outcome: JSON.stringify(outcome), actor, userId, at };
      return (await write({ kind: 'finishChange', ...op })) === true;
    },
    async saveLead(lead, { notify, idempotency, destinations }) {
      const at = new Date().toISOString();
      const to = destinations ? { destinations: [...destinations] } : {};
      const op: WriteOp = { kind: 'saveLead', lead, notify, at, idempotency, ...to };
      const { id, replayed } = savedLead.parse(await write(op));
      // A retried submission: the lead stored the first time.
      if (replayed) return toLead(await first(sql.leadById, [id]));
      const status = lead.spamReason === undefined ? 'new' : 'spam';
      return { ...lead, id, receivedAt: at, status, note: '' };
    },
    async runRetention(now, months, nextRunAt) {
      const cutoffs = leadStatuses.map((status) => ({
        status,
        before: monthsBefore(now, months[status]).toISOString(),
      }));
      const at = now.toISOString();
      const next = nextRunAt.toISOString();
      const result = await write({ kind: 'runRetention', at, cutoffs, nextRunAt: next });
      return result === undefined ? undefined : retentionResult.parse(result);
    },
    async listLeads({ since } = {}) {
      const rows = since
        ? await read(sql.leadsSince, [since.toISOString()])
        : await read(sql.allLeads);
      return rows.map(toLead);
    },
    async queryLeads(query) {
      const { where, params } = leadFilter(driver.dialect, query);
      const { total } = countRow.parse(
        await first(`SELECT count(*) AS total FROM leads ${where}`, params),
      );
      const n = params.length;
      const rows = await read(
        `${leads} ${where} ORDER BY id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      );
      return { leads: rows.map(toLead), total };
    },
    async getLead(id) {
      const row = await first(sql.leadById, [id]);
      if (row === undefined) return undefined;
      const events = await read(sql.events, [id]);
      return { lead: toLead(row), history: events.map(toEvent) };
    },
    async updateLead(id, change, actor, { deliverTo, audit } = {}) {
      const at = new Date().toISOString();
      const deliver = deliverTo ? { deliverTo: [...deliverTo] } : {};
      const op = { kind: 'updateLead' as const, id, ...change, actor, at, ...deliver };
      const row = await write(audit ? { ...op, audit } : op);
      return row === undefined ? undefined : toLead(row);
    },
    async leadsOfUser(userId) {
      return (await read(sql.leadsOfUser, [userId])).map(toLead);
    },
    async createUser(newUser) {
      const row = await write({ kind: 'createUser', user: newUser, at: new Date().toISOString() });
      return row === undefined ? 'exists' : toUser(row);
    },
    findUserByEmail: (email) => user(sql.userByEmail, [email]),
    findUserById: (id) => user(sql.userById, [id]),
    async listUsers(role) {
      const rows = role ? await read(sql.usersWithRole, [role]) : await read(sql.allUsers);
      return rows.map(toUser);
    },
    async setRoles(userId, { role, editor }) {
      const row = await write({ kind: 'setRoles', userId, role, editor });
      return row === undefined ? undefined : toUser(row);
    },
    async keepUpload({ credit, bytes, uploadedAt, ...rest }) {
      const data = bytes.toString('base64');
      const result = await write({ kind: 'keepUpload', ...rest, ...credit, data, at: uploadedAt });
      return z.enum(['kept', 'same', 'other']).parse(result);
    },
    async pendingUpload(name) {
      const row = await first(sql.upload, [name]);
      return row === undefined ? undefined : toPendingUpload(row);
    },
    async pendingUploads() {
      return (await read(sql.uploads)).map(toPendingUpload);
    },
    async pendingUploadNames() {
      return (await read(sql.uploadNames)).map((row) => uploadNameRow.parse(row).name);
    },
    async takeUploads(names) {
      if (names.length === 0) return 0;
      return z.number().parse(await write({ kind: 'takeUploads', names: [...names] }));
    },
    async purgeUploads(before, keep) {
      const op = { kind: 'purgeUploads' as const, before: before.toISOString(), keep: [...keep] };
      return z.array(z.string()).parse(await write(op));
    },
    async listDrafts() {
      return (await read(sql.drafts)).map(toDraft);
    },
    async getDraft(file) {
      const row = await first(sql.draft, [file]);
      return row === undefined ? undefined : toDraft(row);
    },
    async saveDraft(save) {
      const { drafted = [], ...rest } = save;
      const content = JSON.stringify(storedDraftContent(save.content, drafted));
      const at = new Date().toISOString();
      const result = draftResult.parse(await write({ kind: 'saveDraft', ...rest, content, at }));
      if (result.saved) return { saved: toDraft(result.saved) };
      const now = await first(sql.draft, [save.file]);
      return { conflict: now === undefined ? null : toDraft(now) };
    },
    async deleteDraft(file, revision) {
      return (await write({ kind: 'deleteDraft', file, revision })) === true;
    },
    async discardDraft(file, revision, by) {
      const at = new Date();
      const purgeBefore = new Date(at.getTime() - discardedDraftKeptDays * 86_400_000);
      const op = {
        kind: 'discardDraft' as const,
        file,
        revision,
        userId: by.userId,
        by: by.name,
        at: at.toISOString(),
        purgeBefore: purgeBefore.toISOString(),
      };
      return (await write(op)) === true;
    },
    async listDiscardedDrafts(since) {
      return (await read(sql.discardedSince, [since.toISOString()])).map(toDiscardedDraft);
    },
    async restoreDiscardedDraft(id, by) {
      const at = new Date().toISOString();
      const op = { kind: 'restoreDiscardedDraft' as const, id, userId: by.userId, by: by.name, at };
      const result = restoreResult.parse(await write(op));
      return result.refused ? { refused: result.refused } : { restored: toDraft(result.saved) };
    },
    async purgeDiscardedDrafts(before) {
      return z
        .number()
        .parse(await write({ kind: 'purgeDiscardedDrafts', before: before.toISOString() }));
    },
    async createPreviewLink(link) {
      const at = new Date().toISOString();
      const expiresAt = link.expiresAt.toISOString();
      return z.boolean().parse(await write({ kind: 'createPreviewLink', ...link, at, expiresAt }));
    },
    async findPreviewLink(tokenHash, now) {
      const row = await first(sql.previewLink, [tokenHash, now.toISOString()]);
      if (row === undefined) return undefined;
      const { file, content } = previewLinkRow.parse(row);
      // The copy is of the draft's column: the page, without its drafted marks.
      return { file, content: readDraftContent(content).content };
    },
    async setPassword(userId, passwordHash, keepSession) {
      await write({ kind: 'setPassword', userId, passwordHash, keepSession });
    },
    async deleteUser(userId) {
      await write({ kind: 'deleteUser', userId });
    },
    async createSession({ idHash, userId, expiresAt, createdAt = new Date(), device = '' }) {
      await write({
        kind: 'createSession',
        idHash,
        userId,
        at: createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        device,
      });
    },
    findSession: (idHash, now) => user(sql.sessionUser, [idHash, now.toISOString()]),
    async liveSession(idHash, now) {
      const row = await first(sql.liveSession, [idHash, now.toISOString()]);
      return row === undefined ? undefined : { ...toSessionRecord(row), user: toUser(row) };
    },
    async touchSession(idHash, at) {
      await write({ kind: 'touchSession', idHash, at: at.toISOString() });
    },
    async proveSession(idHash, at) {
      await write({ kind: 'proveSession', idHash, at: at.toISOString() });
    },
    async listSessions(userId, now) {
      return (await read(sql.sessionsOf, [userId, now.toISOString()])).map(toSessionRecord);
    },
    async endOtherSessions(userId, keep) {
      return z.number().parse(await write({ kind: 'endOtherSessions', userId, keep }));
    },
    async deleteSession(idHash) {
      await write({ kind: 'deleteSession', idHash });
    },
    async secondFactor(userId) {
      const row = await first(sql.secondFactor, [userId]);
      if (row === undefined) return undefined;
      const parsed = secondFactorRow.parse(row);
      return {
        secret: parsed.secret,
        confirmed: parsed.confirmed === 1,
        lastStep: parsed.last_step,
        recoveryCodesLeft: parsed.codes,
      };
    },
    async startSecondFactor(userId, secret) {
      const at = new Date().toISOString();
      return z.boolean().parse(await write({ kind: 'startSecondFactor', userId, secret, at }));
    },
    async confirmSecondFactor(userId, step, recoveryHashes, keepSession) {
      const at = new Date().toISOString();
      const hashes = [...recoveryHashes];
      const keep = keepSession === undefined ? {} : { keepSession };
      const op = { kind: 'confirmSecondFactor' as const, userId, step, at, ...keep };
      return z.boolean().parse(await write({ ...op, recoveryHashes: hashes }));
    },
    async useSecondFactorStep(userId, step) {
      return z.boolean().parse(await write({ kind: 'useSecondFactorStep', userId, step }));
    },
    async useRecoveryCode(userId, codeHash) {
      return z.boolean().parse(await write({ kind: 'useRecoveryCode', userId, codeHash }));
    },
    async removeSecondFactor(userId, keepSession) {
      const keep = keepSession === undefined ? {} : { keepSession };
      await write({ kind: 'removeSecondFactor', userId, ...keep });
    },
    async createPendingLogin({ tokenHash, userId, step, expiresAt }) {
      const at = new Date().toISOString();
      const expires = expiresAt.toISOString();
      await write({ kind: 'createPendingLogin', tokenHash, userId, step, at, expiresAt: expires });
    },
    async findPendingLogin(tokenHash, now) {
      const row = await first(sql.pendingLogin, [tokenHash, now.toISOString()]);
      if (row === undefined) return undefined;
      const parsed = pendingLoginRow.parse(row);
      return { userId: parsed.user_id, step: parsed.step };
    },
    async deletePendingLogin(tokenHash) {
      await write({ kind: 'deletePendingLogin', tokenHash });
    },
    async passkeys(userId) {
      return (await read(sql.passkeys, [userId])).map(toPasskey);
    },
    async passkey(credentialId) {
      const row = await first(sql.passkey, [credentialId]);
      return row === undefined ? undefined : toPasskey(row);
    },
    async addPasskey(passkey, keepSession) {
      const at = new Date().toISOString();
      const keep = keepSession === undefined ? {} : { keepSession };
      const op = { kind: 'addPasskey' as const, at, ...keep };
      return z.boolean().parse(await write({ ...op, passkey: { ...passkey } }));
    },
    async usePasskey(credentialId, counter, at) {
      const op = { kind: 'usePasskey' as const, credentialId, counter, at: at.toISOString() };
      return z.boolean().parse(await write(op));
    },
    async removePasskey(userId, credentialId, keepSession) {
      const keep = keepSession === undefined ? {} : { keepSession };
      return z
        .boolean()
        .parse(await write({ kind: 'removePasskey', userId, credentialId, ...keep }));
    },
    async keepChallenge(owner, challenge, expiresAt) {
      const at = new Date().toISOString();
      const expires = expiresAt.toISOString();
      await write({ kind: 'keepChallenge', owner, challenge, at, expiresAt: expires });
    },
    async takeChallenge(owner, now) {
      const taken = await write({ kind: 'takeChallenge', owner, at: now.toISOString() });
      return z
        .string()
        .optional()
        .parse(taken ?? undefined);
    },
    async dueMail(now, limit, destinations) {
      if (driver.dueMail) return driver.dueMail(now, limit, destinations);
      const only = destinations ? 1 : 0;
      const list = driver.dialect.list(destinations ?? []);
      return (await read(sql.dueMail, [now.toISOString(), limit, only, list])).map(toOutbox);
    },
    async markMailSent(id, at) {
      await write({ kind: 'markMailSent', id, at: at.toISOString() });
    },
    async markMailFailed(id, error, retryAt) {
      const at = new Date().toISOString();
      await write({ kind: 'markMailFailed', id, error, retryAt: retryAt.toISOString(), at });
    },
    async deliveryTrouble() {
      return (await read(sql.trouble)).map((row) => troubleRow.parse(row));
    },
    secret,
    async ping() {
      await read('SELECT 1');
    },
    close: () => driver.close(),
  };
}

const uploadNameRow = z.object({ name: z.string() });

const draftResult = z.object({
  saved: z.unknown().optional(),
  conflict: z.literal(true).optional(),
});
const restoreResult = z.object({
  saved: z.unknown().optional(),
  refused: z.enum(['conflict', 'missing']).optional(),
});
const changeResult = z.object({
  row: z.unknown().optional(),
  refused: z.enum(['missing', 'state', 'own']).optional(),
});
const previewLinkRow = z.object({ file: z.string(), content: json(z.unknown()) });
const retentionResult = z.record(z.enum(leadStatuses), z.number());

/** The same moment `months` calendar months earlier (UTC; the 31st falls back as Date does). */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}

/** A mail job from a row of `outbox_id`, `attempts` and the lead's columns. */
export function toOutbox(row: unknown): OutboxItem {
  const { outbox_id, attempts, destination } = outboxRow.parse(row);
  return { id: outbox_id, attempts, destination, lead: toLead(row) };
}
