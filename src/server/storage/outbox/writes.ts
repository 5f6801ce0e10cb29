import { z } from 'zod';
import { only, run, type WriteHandlers } from '../steps';

export const outboxOps = [
  z.object({ kind: z.literal('markMailSent'), id: z.number(), at: z.string() }),
  z.object({
    kind: z.literal('markMailFailed'),
    id: z.number(),
    error: z.string(),
    retryAt: z.string(),
    at: z.string(),
  }),
] as const;
type OutboxOp = z.infer<(typeof outboxOps)[number]>;

/** The writes of delivery jobs (their creation is the lead's: leads/writes.ts). */
export const outboxWrites = (): WriteHandlers<OutboxOp> => ({
  *markMailSent(op) {
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
  },
  *markMailFailed(op) {
    yield only(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2,
         claimed_until = NULL, failing_since = COALESCE(failing_since, $4) WHERE id = $3`,
      op.error.slice(0, 1000),
      op.retryAt,
      op.id,
      op.at,
    );
    return undefined;
  },
});
