import { leadColumns } from '../leads/rows';
import { qualified } from '../rows';

/** A lead's delivery job to one destination, due at once; none twice. */
export const insertJob = `INSERT INTO outbox (lead_id, destination, next_attempt_at)
  VALUES ($1, $2, $3) ON CONFLICT (lead_id, destination) DO NOTHING`;

/**
 * PostgreSQL: the due jobs, claimed for this instance until $3. Another one skips the rows
 * locked here and, after the update, the jobs until their lease runs out (an instance that died
 * mid-send frees them so).
 */
export const claimDueMail = `WITH due AS (
     SELECT id FROM outbox
     WHERE sent_at IS NULL AND next_attempt_at <= $1
       AND (claimed_until IS NULL OR claimed_until <= $1)
       AND ($4 = 0 OR destination = ANY($5::text[]))
     ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED
   ), claimed AS (
     UPDATE outbox SET claimed_until = $3 FROM due WHERE outbox.id = due.id
     RETURNING outbox.id AS outbox_id, outbox.attempts, outbox.destination,
       outbox.lead_id
   )
   SELECT claimed.outbox_id, claimed.attempts, claimed.destination,
     ${qualified('leads', leadColumns.lead)}
   FROM claimed JOIN leads ON leads.id = claimed.lead_id ORDER BY claimed.outbox_id`;
