import { z } from 'zod';
import { leadSourceSchema, leadStatuses } from '../../../schema/lead';
import type { Dialect } from '../dialect';
import { json } from '../rows';
import { run, type Statement, type WriteHandlers } from '../steps';
import { anonymisedFields, anonymisedSource } from './anonymise';
import { leadFieldsSchema } from './rows';

export const retentionOps = [
  z.object({
    kind: z.literal('runRetention'),
    at: z.string(),
    /** Per status: a lead of it not changed since `before` is due. */
    cutoffs: z.array(z.object({ status: z.enum(leadStatuses), before: z.string() })),
    nextRunAt: z.string(),
  }),
] as const;
type RetentionOp = z.infer<(typeof retentionOps)[number]>;

/** A lead due for anonymising, as read in the retention run. */
const dueRow = z.object({
  id: z.number(),
  fields: json(leadFieldsSchema),
  source: json(z.nullable(leadSourceSchema)),
});

/** The name of the retention job in `scheduled_runs`. */
const retentionRun = 'lead-retention';

/** The retention run's write (decisions.md #56), in `d`'s SQL. */
export function retentionWrites(d: Dialect): WriteHandlers<RetentionOp> {
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

  return {
    *runRetention(op) {
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
    },
  };
}
