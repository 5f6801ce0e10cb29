import { z } from 'zod';
import type { Dialect } from '../dialect';
import { only, run, type WriteHandlers } from '../steps';
import { changeColumns } from './rows';

export const changeOps = [
  z.object({
    kind: z.literal('createChange'),
    file: z.string(),
    action: z.enum(['publish', 'unpublish']),
    content: z.string().nullable(),
    baseVersion: z.string().nullable(),
    redirectFrom: z.string().nullable(),
    message: z.string(),
    publishAt: z.string().nullable(),
    state: z.enum(['review', 'scheduled']),
    userId: z.number(),
    author: z.string(),
    authorEmail: z.string(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('actOnChange'),
    id: z.number(),
    action: z.enum(['comment', 'approve', 'sendBack', 'cancel']),
    userId: z.number(),
    actor: z.string(),
    comment: z.string(),
    at: z.string(),
    leaseUntil: z.string(),
  }),
  z.object({ kind: z.literal('claimDueChange'), at: z.string(), leaseUntil: z.string() }),
  z.object({
    kind: z.literal('finishChange'),
    id: z.number(),
    heldUntil: z.string(),
    state: z.enum(['published', 'failed']),
    outcome: z.string(),
    actor: z.string(),
    userId: z.number().nullable(),
    at: z.string(),
  }),
] as const;
type ChangeOp = z.infer<(typeof changeOps)[number]>;

const idRow = z.object({ id: z.number() });
const changeStateRow = z.object({
  state: z.string(),
  user_id: z.number().nullable(),
  publish_at: z.union([z.string(), z.date().transform((date) => date.toISOString())]).nullable(),
});

/** The sentence a failure's outcome (`{ message }`) gives, for its event. */
function failureText(outcome: string): string {
  const parsed = z.object({ message: z.string() }).safeParse(JSON.parse(outcome));
  return parsed.success ? parsed.data.message.slice(0, 2000) : '';
}

/** The states a step may be taken from. */
const allowed: Record<Extract<ChangeOp, { kind: 'actOnChange' }>['action'], string[]> = {
  comment: ['review', 'sent_back'],
  approve: ['review'],
  sendBack: ['review'],
  cancel: ['review', 'sent_back', 'scheduled'],
};

/** The writes of page changes, in `d`'s SQL. */
export function changeWrites(d: Dialect): WriteHandlers<ChangeOp> {
  const insertChangeEvent = `INSERT INTO page_change_events (change_id, at, user_id, actor, step,
      comment) VALUES ($1, $2, $3, $4, $5, $6)`;
  const withContent = `${changeColumns.changeHead}, content`;
  // The change due first, unless another caller took it meanwhile: on PostgreSQL a concurrent
  // claim of the same row waits for the first, then finds it no longer matches and takes none.
  const stillDue = `(state = 'scheduled' AND publish_at <= $1)
    OR (state = 'publishing' AND claimed_until <= $1)`;
  const claimDue = `UPDATE page_changes SET state = 'publishing', claimed_until = $2, updated_at = $1
    WHERE id = (SELECT id FROM page_changes WHERE ${stillDue} ORDER BY publish_at, id LIMIT 1)
      AND (${stillDue})
    RETURNING ${withContent}`;
  return {
    *createChange(op) {
      const values: unknown[] = [op.file, op.action, op.content, op.baseVersion, op.redirectFrom];
      values.push(op.message, op.publishAt, op.state, op.userId, op.author, op.authorEmail);
      const [row] = yield run(
        `INSERT INTO page_changes (file, action, content, base_version, redirect_from, message,
           publish_at, state, user_id, author, author_email, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
         RETURNING ${withContent}`,
        ...values,
        op.at,
      );
      const { id } = idRow.parse(row);
      const step = op.state === 'review' ? 'requested' : 'scheduled';
      yield run(insertChangeEvent, id, op.at, op.userId, op.author, step, op.message);
      return { row };
    },
    *actOnChange(op) {
      const [found] = yield run(
        `SELECT state, user_id, publish_at FROM page_changes WHERE id = $1${d.forUpdate}`,
        op.id,
      );
      if (found === undefined) return { refused: 'missing' };
      const { state, user_id: authorId, publish_at } = changeStateRow.parse(found);
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
         WHERE id = $5 RETURNING ${withContent}`,
        next,
        held,
        publishAt,
        op.at,
        op.id,
      );
      return { row };
    },
    *claimDueChange(op) {
      const [row] = yield only(claimDue, op.at, op.leaseUntil);
      return row === undefined ? {} : { row };
    },
    *finishChange(op) {
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
    },
  };
}
