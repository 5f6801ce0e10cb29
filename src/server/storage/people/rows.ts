import { z } from 'zod';
import { auditActions, type AuditEntry } from '../../../schema/audit';
import { json, time } from '../rows';

export const auditColumns = 'id, at, actor_id, actor, action, lead_ids, count, detail';

const auditRow = z.object({
  id: z.number(),
  at: time,
  actor_id: z.number().nullable(),
  actor: z.string(),
  action: z.enum(auditActions),
  lead_ids: json(z.array(z.number())),
  count: z.number(),
  detail: json(z.record(z.string(), z.unknown())),
});

/** A row of `audit_log` as an entry. */
export function toAuditEntry(row: unknown): AuditEntry {
  const r = auditRow.parse(row);
  const { id, at, actor, action, count, detail } = r;
  return { id, at, actorId: r.actor_id, actor, action, leadIds: r.lead_ids, count, detail };
}
