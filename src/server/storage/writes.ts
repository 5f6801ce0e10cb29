import { z } from 'zod';
import { leadSourceSchema, leadStatuses, type LeadField } from '../../schema/lead';
import { anonymisedFields, anonymisedSource } from './anonymise';
import type { Dialect } from './dialect';
import { auditStatement, erasePerson } from './person-writes';
import { secondFactorWrite } from './second-factor-writes';
import { columns, json, leadFieldsSchema } from './rows';
import { IdempotencyConflict, idempotencyKeyTtlMs } from './types';
import { endOtherSessions, only, run, type Statement, type Steps, type WriteOp } from './write-ops';

/** What staff's text search looks through: every value the visitor typed, lowercased. */
export const searchText = (fields: readonly LeadField[]) =>
  fields
    .map((f) => f.value)
    .join(' ')
    .toLowerCase();

const idRow = z.object({ id: z.number() });
const keyedRow = z.object({ fingerprint: z.string(), lead_id: z.number() });
const stateRow = z.object({ status: z.enum(leadStatuses), note: z.string() });
const revisionRow = z.object({ revision: z.number() });
const rolesRow = z.object({ role: z.string(), editor: z.number() });
const changeStateRow = z.object({
  state: z.string(),
  user_id: z.number().nullable(),
  publish_at: z.union([z.string(), z.date().transform((date) => date.toISOString())]).nullable(),
});

/** A lead due for anonymising, as read in the retention run. */
const dueRow = z.object({
  id: z.number(),
  fields: json(leadFieldsSchema),
  source: json(z.nullable(leadSourceSchema)),
});

/** The name of the retention job in `scheduled_runs`. */
const retentionRun = 'lead-retention';

/** The sentence a failure's outcome (`{ message }`) gives, for its event. */
function failureText(outcome: string): string {
  const parsed = z.object({ message: z.string() }).safeParse(JSON.parse(outcome));
  return parsed.success ? parsed.data.message.slice(0, 2000) : '';
}

/** The writes, in `d`'s SQL: one generator of statements per operation. */
export function writeSteps(d: Dialect): (op: WriteOp) => Steps {
  const leadColumns = `received_at, form, page, subject, fields, source, user_id, status,
    spam_reason, notice, marketing_consent`;
  const leadValues = '$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11';
  // PostgreSQL stores a lead, its search text and its delivery jobs in one statement: one round
  // trip.
  const insertLeadAtOnce = `WITH lead AS (
      INSERT INTO leads (${leadColumns}) VALUES (${leadValues}) RETURNING id
    ), search AS (
      INSERT INTO lead_search (id, text) SELECT id, $12 FROM lead
    ), mail AS (
      INSERT INTO outbox (lead_id, destination, next_attempt_at)
      SELECT lead.id, destination, $1 FROM lead, unnest($13::text[]) AS destination
    )
    SELECT id FROM lead`;
  const insertLead = `INSERT INTO leads (${leadColumns}) VALUES (${leadValues}) RETURNING id`;
  const insertJob = `INSERT INTO outbox (lead_id, destination, next_attempt_at) VALUES ($1, $2, $3)
    ON CONFLICT (lead_id, destination) DO NOTHING`;
  const leadState = `SELECT status, note FROM leads WHERE id = $1${d.forUpdate}`;
  const forgetKeys = 'DELETE FROM idempotency_keys WHERE created_at <= $1';
  const forgetKey = `${forgetKeys} AND key = $2`;
  const claimKey = `INSERT INTO idempotency_keys (key, fingerprint, created_at) VALUES ($1, $2, $3)
    ON CONFLICT (key) DO NOTHING RETURNING key`;
  const insertUser = `INSERT INTO users (created_at, username, email, password_hash, role, editor)
    VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${columns.user}`;
  const draftNow = `SELECT revision FROM drafts WHERE file = $1${d.forUpdate}`;
  const upsertDraft = `INSERT INTO drafts (file, content, base_version, revision, user_id, author,
      updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (file) DO UPDATE SET content = $2, base_version = $3, revision = $4,
      user_id = $5, author = $6, updated_at = $7
    RETURNING ${columns.draft}`;
  const insertEvent = `INSERT INTO lead_events (lead_id, at, actor, change, from_value, to_value)
    VALUES ($1, $2, $3, $4, $5, $6)`;
  const setLeadState = `UPDATE leads SET status = $1, note = $2 WHERE id = $3
    RETURNING ${columns.lead}`;
  const insertChangeEvent = `INSERT INTO page_change_events (change_id, at, user_id, actor, step,
      comment) VALUES ($1, $2, $3, $4, $5, $6)`;
  const changeColumns = `${columns.changeHead}, content`;
  // The change due first, unless another caller took it meanwhile: on PostgreSQL a concurrent
  // claim of the same row waits for the first, then finds it no longer matches and takes none.
  const stillDue = `(state = 'scheduled' AND publish_at <= $1)
    OR (state = 'publishing' AND claimed_until <= $1)`;
  const claimDue = `UPDATE page_changes SET state = 'publishing', claimed_until = $2, updated_at = $1
    WHERE id = (SELECT id FROM page_changes WHERE ${stillDue} ORDER BY publish_at, id LIMIT 1)
      AND (${stillDue})
    RETURNING ${changeColumns}`;
  let keysClaimed = 0;

  /** Anonymises the leads of `status` not changed since `cutoff`; how many. */
  function* anonymiseDue(
    status: string,
    cutoff: string,
    at: string,
  ): Generator<Statement, number, unknown[]> {
    const due = yield run(
      `SELECT id, fields, source FROM leads
       WHERE status = $1 AND anonymised_at IS NULL AND received_at < $2
         AND NOT EXISTS (SELECT 1 FROM lead_events WHERE lead_id = leads.id AND at >= $2)
       ORDER BY id${d.forUpdate}`,
      status,
      cutoff,
    );
    for (const row of due) {
      const lead = dueRow.parse(row);
      const source = anonymisedSource(lead.source ?? undefined);
      yield run(
        `UPDATE leads SET fields = $1, source = $2, user_id = NULL, note = '', anonymised_at = $3
         WHERE id = $4`,
        JSON.stringify(anonymisedFields(lead.fields)),
        source && Object.keys(source).length > 0 ? JSON.stringify(source) : null,
        at,
        lead.id,
      );
      yield run(`UPDATE lead_search SET text = '' WHERE id = $1`, lead.id);
      // A note's history holds its text; that a note changed, and when, stays.
      yield run(
        `UPDATE lead_events SET from_value = '', to_value = '' WHERE lead_id = $1 AND change = 'note'`,
        lead.id,
      );
      // Nothing undelivered goes out with the person's data any more.
      yield run('DELETE FROM outbox WHERE lead_id = $1 AND sent_at IS NULL', lead.id);
      yield run('DELETE FROM idempotency_keys WHERE lead_id = $1', lead.id);
    }
    return due.length;
  }

  function* storeLead(
    op: Extract<WriteOp, { kind: 'saveLead' }>,
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

  return function* (op): Steps {
    switch (op.kind) {
      case 'saveLead': {
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
      }
      case 'createUser': {
        const { username, email, passwordHash, role = 'visitor', editor = false } = op.user;
        const values = [op.at, username, email, passwordHash, role, editor ? 1 : 0];
        return (yield only(insertUser, ...values))[0];
      }
      case 'setRoles': {
        const [found] = yield run(
          `SELECT role, editor FROM users WHERE id = $1${d.forUpdate}`,
          op.userId,
        );
        if (found === undefined) return undefined;
        const before = rolesRow.parse(found);
        // A role change ends the account's sessions (decisions.md #79): what a role opened closes
        // at once, and a role given starts with a sign-in under that role's session limits.
        if (before.role !== op.role || (before.editor === 1) !== op.editor)
          yield run('DELETE FROM sessions WHERE user_id = $1', op.userId);
        // The preview links an editor made end with the role, for good.
        if (before.editor === 1 && !op.editor)
          yield run('DELETE FROM preview_links WHERE user_id = $1', op.userId);
        return (yield run(
          `UPDATE users SET role = $1, editor = $2 WHERE id = $3 RETURNING ${columns.user}`,
          op.role,
          op.editor ? 1 : 0,
          op.userId,
        ))[0];
      }
      case 'saveDraft': {
        // On PostgreSQL a concurrent save of the same draft waits here for the first to commit.
        const [row] = yield run(draftNow, op.file);
        const current = row === undefined ? null : revisionRow.parse(row).revision;
        if (current !== op.revision) return { conflict: true };
        const { file, content, baseVersion, userId, author, at } = op;
        const revision = (current ?? 0) + 1;
        const values = [file, content, baseVersion, revision, userId, author, at];
        return { saved: (yield run(upsertDraft, ...values))[0] };
      }
      case 'deleteDraft': {
        const sql = 'DELETE FROM drafts WHERE file = $1';
        const deleted =
          op.revision === undefined
            ? yield only(`${sql} RETURNING file`, op.file)
            : yield only(`${sql} AND revision = $2 RETURNING file`, op.file, op.revision);
        return deleted.length > 0;
      }
      case 'discardDraft': {
        const [row] = yield run(draftNow, op.file);
        if (row === undefined || revisionRow.parse(row).revision !== op.revision) return false;
        yield run(
          `INSERT INTO discarded_drafts (file, content, base_version, revision, user_id, author,
             updated_at, discarded_by_id, discarded_by, discarded_at)
           SELECT file, content, base_version, revision, user_id, author, updated_at, $2, $3, $4
           FROM drafts WHERE file = $1`,
          op.file,
          op.userId,
          op.by,
          op.at,
        );
        yield run('DELETE FROM drafts WHERE file = $1', op.file);
        yield run('DELETE FROM discarded_drafts WHERE discarded_at < $1', op.purgeBefore);
        return true;
      }
      case 'restoreDiscardedDraft': {
        const [kept] = yield run(
          `SELECT file FROM discarded_drafts WHERE id = $1${d.forUpdate}`,
          op.id,
        );
        if (kept === undefined) return { refused: 'missing' };
        // A draft saved since stays the page's draft: nobody's newer work is replaced.
        const restored = yield run(
          `INSERT INTO drafts (file, content, base_version, revision, user_id, author, updated_at)
           SELECT file, content, base_version, revision + 1, $2, $3, $4
           FROM discarded_drafts WHERE id = $1
           ON CONFLICT (file) DO NOTHING
           RETURNING ${columns.draft}`,
          op.id,
          op.userId,
          op.by,
          op.at,
        );
        if (restored.length === 0) return { refused: 'conflict' };
        yield run('DELETE FROM discarded_drafts WHERE id = $1', op.id);
        return { saved: restored[0] };
      }
      case 'purgeDiscardedDrafts':
        return (yield only(
          'DELETE FROM discarded_drafts WHERE discarded_at < $1 RETURNING id',
          op.before,
        )).length;
      case 'keepUpload': {
        // A concurrent upload of the same name waits here on PostgreSQL, then finds its row.
        const kept = yield run(
          `INSERT INTO pending_uploads (name, type, data, original_name, source, author, licence,
             user_id, uploaded_by, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (name) DO NOTHING RETURNING name`,
          op.name,
          op.type,
          op.data,
          op.originalName,
          op.source,
          op.author,
          op.licence,
          op.userId,
          op.uploadedBy,
          op.at,
        );
        if (kept.length > 0) return 'kept';
        const [row] = yield run('SELECT data FROM pending_uploads WHERE name = $1', op.name);
        return z.object({ data: z.string() }).parse(row).data === op.data ? 'same' : 'other';
      }
      case 'takeUploads':
        return (yield only(
          `DELETE FROM pending_uploads WHERE ${d.oneOf('name', '$1')} RETURNING name`,
          d.list(op.names),
        )).length;
      case 'purgeUploads':
        return (yield only(
          `DELETE FROM pending_uploads
           WHERE uploaded_at < $1 AND NOT (${d.oneOf('name', '$2')}) RETURNING name`,
          op.before,
          d.list(op.keep),
        )).map((row) => z.object({ name: z.string() }).parse(row).name);
      case 'createPreviewLink': {
        yield run('DELETE FROM preview_links WHERE expires_at <= $1', op.at);
        // The draft as it is at that revision is copied: later saves never show through.
        const made = yield run(
          `INSERT INTO preview_links (token_hash, file, revision, content, user_id, created_by,
             created_at, expires_at)
           SELECT $1, file, revision, content, $4, $5, $6, $7
           FROM drafts WHERE file = $2 AND revision = $3
           RETURNING token_hash`,
          op.tokenHash,
          op.file,
          op.revision,
          op.userId,
          op.createdBy,
          op.at,
          op.expiresAt,
        );
        return made.length > 0;
      }
      case 'setPassword':
        yield run('UPDATE users SET password_hash = $1 WHERE id = $2', op.passwordHash, op.userId);
        yield endOtherSessions(op.userId, op.keepSession);
        return undefined;
      case 'deleteUser':
        // Sessions go with it (ON DELETE CASCADE); its leads stay, unlinked (SET NULL).
        yield only('DELETE FROM users WHERE id = $1', op.userId);
        return undefined;
      case 'createSession':
        yield run('DELETE FROM sessions WHERE expires_at <= $1', op.at);
        yield run(
          `INSERT INTO sessions (id_hash, user_id, created_at, expires_at, device, proved_at)
           VALUES ($1, $2, $3, $4, $5, $3)`,
          op.idHash,
          op.userId,
          op.at,
          op.expiresAt,
          op.device,
        );
        return undefined;
      case 'proveSession':
        yield only('UPDATE sessions SET proved_at = $2 WHERE id_hash = $1', op.idHash, op.at);
        return undefined;
      case 'touchSession':
        yield only('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', op.idHash, op.at);
        return undefined;
      case 'endOtherSessions':
        return (yield only(
          'DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2 RETURNING id_hash',
          op.userId,
          op.keep,
        )).length;
      case 'deleteSession':
        yield only('DELETE FROM sessions WHERE id_hash = $1', op.idHash);
        return undefined;
      case 'startSecondFactor':
      case 'confirmSecondFactor':
      case 'useSecondFactorStep':
      case 'useRecoveryCode':
      case 'removeSecondFactor':
      case 'createPendingLogin':
      case 'deletePendingLogin':
      case 'addPasskey':
      case 'usePasskey':
      case 'removePasskey':
      case 'keepChallenge':
      case 'takeChallenge':
        return yield* secondFactorWrite(op);
      case 'updateLead': {
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
          const action =
            status === 'spam' && before.status !== 'spam'
              ? 'spam'
              : before.status === 'spam' && status !== 'spam'
                ? 'not_spam'
                : 'update';
          const detail = {
            ...(status === before.status ? {} : { from: before.status, to: status }),
            ...(note === before.note ? {} : { note: 'changed' }),
          };
          yield auditStatement(op.at, op.audit, action, [op.id], 1, detail);
        }
        return (yield run(setLeadState, status, note, op.id))[0];
      }
      case 'createChange': {
        const values: unknown[] = [op.file, op.action, op.content, op.baseVersion, op.redirectFrom];
        values.push(op.message, op.publishAt, op.state, op.userId, op.author, op.authorEmail);
        const [row] = yield run(
          `INSERT INTO page_changes (file, action, content, base_version, redirect_from, message,
             publish_at, state, user_id, author, author_email, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
           RETURNING ${changeColumns}`,
          ...values,
          op.at,
        );
        const { id } = idRow.parse(row);
        const step = op.state === 'review' ? 'requested' : 'scheduled';
        yield run(insertChangeEvent, id, op.at, op.userId, op.author, step, op.message);
        return { row };
      }
      case 'actOnChange': {
        const [found] = yield run(
          `SELECT state, user_id, publish_at FROM page_changes WHERE id = $1${d.forUpdate}`,
          op.id,
        );
        if (found === undefined) return { refused: 'missing' };
        const { state, user_id: authorId, publish_at } = changeStateRow.parse(found);
        const allowed: Record<typeof op.action, string[]> = {
          comment: ['review', 'sent_back'],
          approve: ['review'],
          sendBack: ['review'],
          cancel: ['review', 'sent_back', 'scheduled'],
        };
        if (!allowed[op.action].includes(state)) return { refused: 'state' };
        // Review means a second pair of eyes: the author never approves their own change.
        if (op.action === 'approve' && authorId === op.userId) return { refused: 'own' };
        const due = publish_at === null || Date.parse(publish_at) <= Date.parse(op.at);
        const [next, step] = {
          comment: [state, 'commented'],
          approve: due ? ['publishing', 'approved'] : ['scheduled', 'approved'],
          sendBack: ['sent_back', 'sent_back'],
          cancel: ['cancelled', 'cancelled'],
        }[op.action];
        const held = next === 'publishing' ? op.leaseUntil : null;
        // Due now: it is published by the approver's instance, at once.
        const publishAt = next === 'publishing' ? op.at : publish_at;
        yield run(insertChangeEvent, op.id, op.at, op.userId, op.actor, step, op.comment);
        const [row] = yield run(
          `UPDATE page_changes SET state = $1, claimed_until = $2, publish_at = $3, updated_at = $4
           WHERE id = $5 RETURNING ${changeColumns}`,
          next,
          held,
          publishAt,
          op.at,
          op.id,
        );
        return { row };
      }
      case 'claimDueChange': {
        const [row] = yield only(claimDue, op.at, op.leaseUntil);
        return row === undefined ? {} : { row };
      }
      case 'finishChange': {
        const [row] = yield run(
          `UPDATE page_changes SET state = $1, outcome = $2, claimed_until = NULL, updated_at = $3
           WHERE id = $4 AND state = 'publishing' AND claimed_until = $5 RETURNING id`,
          op.state,
          op.outcome,
          op.at,
          op.id,
          op.heldUntil,
        );
        if (row === undefined) return false;
        const comment = op.state === 'failed' ? failureText(op.outcome) : '';
        yield run(insertChangeEvent, op.id, op.at, op.userId, op.actor, op.state, comment);
        return true;
      }
      case 'markMailSent':
        yield run(
          `UPDATE outbox SET sent_at = $1, last_error = NULL, claimed_until = NULL,
             failing_since = NULL WHERE id = $2`,
          op.at,
          op.id,
        );
        // The destination answers again: what waits for it after a failure goes now, not at
        // the end of a back-off of up to hours.
        yield run(
          `UPDATE outbox SET next_attempt_at = $1
           WHERE sent_at IS NULL AND failing_since IS NOT NULL AND next_attempt_at > $1
             AND destination = (SELECT destination FROM outbox WHERE id = $2)`,
          op.at,
          op.id,
        );
        return undefined;
      case 'markMailFailed':
        yield only(
          `UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2,
             claimed_until = NULL, failing_since = COALESCE(failing_since, $4) WHERE id = $3`,
          op.error.slice(0, 1000),
          op.retryAt,
          op.id,
          op.at,
        );
        return undefined;
      case 'audit': {
        const { at, actorId, actor, action, leadIds, count, detail } = op;
        const entry = auditStatement(
          at,
          { id: actorId, name: actor },
          action,
          leadIds,
          count,
          detail,
        );
        yield { ...entry, alone: true };
        return undefined;
      }
      case 'purgeAudit':
        return (yield only('DELETE FROM audit_log WHERE at < $1 RETURNING id', op.before)).length;
      case 'erasePerson':
        return yield* erasePerson(d, op);
      case 'runRetention': {
        // Made due at once the first time; then the instance whose update matches runs it: on
        // PostgreSQL a concurrent run waits here for the first to commit, then finds it no
        // longer due (decisions.md #56).
        yield run(
          `INSERT INTO scheduled_runs (name, next_run_at) VALUES ($1, $2)
           ON CONFLICT (name) DO NOTHING`,
          retentionRun,
          op.at,
        );
        const claimed = yield run(
          `UPDATE scheduled_runs SET next_run_at = $1, last_run_at = $2
           WHERE name = $3 AND next_run_at <= $2 RETURNING name`,
          op.nextRunAt,
          op.at,
          retentionRun,
        );
        if (claimed.length === 0) return undefined;
        const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0]));
        for (const { status, before } of op.cutoffs)
          counts[status] = yield* anonymiseDue(status, before, op.at);
        yield run(
          'UPDATE scheduled_runs SET last_result = $1 WHERE name = $2',
          JSON.stringify(counts),
          retentionRun,
        );
        return counts;
      }
      case 'ensureSecret':
        yield run(
          'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
          op.name,
          op.value,
        );
        return z
          .object({ value: z.string() })
          .parse((yield run('SELECT value FROM server_secrets WHERE name = $1', op.name))[0]).value;
    }
  };
}
