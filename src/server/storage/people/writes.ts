import { z } from 'zod';
import { auditActions } from '../../../schema/audit';
import type { Dialect } from '../dialect';
import { leadFieldsSchema } from '../leads/rows';
import { only, run, type Statement, type WriteHandlers } from '../steps';
import { holdsAddress, ownsAddress, personKey } from './person-match';

export const peopleOps = [
  z.object({
    kind: z.literal('audit'),
    at: z.string(),
    actorId: z.number().nullable(),
    actor: z.string(),
    action: z.enum(auditActions),
    leadIds: z.array(z.number()),
    count: z.number(),
    detail: z.record(z.string(), z.unknown()),
  }),
  z.object({ kind: z.literal('purgeAudit'), before: z.string() }),
  z.object({
    kind: z.literal('erasePerson'),
    at: z.string(),
    /** One of the two: every record holding the address, or one account's own. */
    email: z.string().nullable(),
    userId: z.number().nullable(),
    actorId: z.number().nullable(),
    actor: z.string(),
    /** The keyed hash of the address the audit entry keeps instead of it. */
    subject: z.string(),
  }),
] as const;
type PeopleOp = z.infer<(typeof peopleOps)[number]>;

/** An audit entry's insert; in the transaction of what it records, so neither is without the other. */
export function auditStatement(
  at: string,
  actor: { id: number | null; name: string },
  action: string,
  leadIds: number[],
  count: number,
  detail: Record<string, unknown>,
): Statement {
  return run(
    `INSERT INTO audit_log (at, actor_id, actor, action, lead_ids, count, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    at,
    actor.id,
    actor.name,
    action,
    JSON.stringify(leadIds),
    count,
    JSON.stringify(detail),
  );
}

const candidateRow = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  fields: z.preprocess(
    (value) => (typeof value === 'string' ? JSON.parse(value) : value),
    leadFieldsSchema,
  ),
});
const accountRow = z.object({ id: z.number() });

/**
 * The leads and account of a person, read inside the write that uses them: the account with
 * the address (or the one given), its leads, and (by address) every lead whose address field is
 * it; apart, the other leads that only mention the address, for staff to judge (#77).
 */
export function* personRows(
  d: Dialect,
  person: { email: string | null; userId: number | null },
): Generator<
  Statement,
  { accountId: number | null; leadIds: number[]; mentionedIds: number[] },
  unknown[]
> {
  const [account] =
    person.email === null
      ? yield run('SELECT id FROM users WHERE id = $1', person.userId)
      : yield run('SELECT id FROM users WHERE lower(email) = lower($1)', person.email.trim());
  const accountId = account === undefined ? null : accountRow.parse(account).id;
  const ofAccount = `SELECT id, user_id, fields FROM leads WHERE user_id = $1 ORDER BY id`;
  // The search text holds every value lowercased: a cheap first cut, checked exactly below.
  const byAddress = `SELECT id, user_id, fields FROM leads
    WHERE user_id = $1 OR id IN (SELECT id FROM lead_search WHERE ${d.contains('text', '$2')})
    ORDER BY id`;
  const rows =
    person.email === null
      ? yield run(ofAccount, accountId ?? -1)
      : yield run(byAddress, accountId ?? -1, personKey(person.email));
  const owns = person.email === null ? () => false : ownsAddress(person.email);
  const holds = person.email === null ? () => false : holdsAddress(person.email);
  const leadIds: number[] = [];
  const mentionedIds: number[] = [];
  for (const lead of rows.map((row) => candidateRow.parse(row))) {
    if ((accountId !== null && lead.user_id === accountId) || owns(lead.fields))
      leadIds.push(lead.id);
    else if (holds(lead.fields)) mentionedIds.push(lead.id);
  }
  return { accountId, leadIds, mentionedIds };
}

/** How many rows a statement with `RETURNING 1 AS gone` touched. */
function* counted(statement: Statement): Generator<Statement, number, unknown[]> {
  return (yield statement).length;
}

/**
 * Erases a person in the transaction the statements run in (decisions.md #57) and records it;
 * gives the count per table.
 */
function* erasePerson(
  d: Dialect,
  op: Extract<PeopleOp, { kind: 'erasePerson' }>,
): Generator<Statement, Record<string, number>, unknown[]> {
  const { accountId, leadIds } = yield* personRows(d, op);
  const counts: Record<string, number> = {
    outbox: 0,
    idempotency_keys: 0,
    lead_events: 0,
    lead_search: 0,
    leads: 0,
  };
  const gone = (table: string, column: string) => `DELETE FROM ${table} WHERE ${column} = $1
    RETURNING 1 AS gone`;
  for (const id of leadIds) {
    // The lead last: its delivery jobs refer to it without cascading.
    for (const [table, column] of [
      ['outbox', 'lead_id'],
      ['idempotency_keys', 'lead_id'],
      ['lead_events', 'lead_id'],
      ['lead_search', 'id'],
      ['leads', 'id'],
    ] as const)
      counts[table]! += yield* counted(run(gone(table, column), id));
  }
  counts.sessions =
    accountId === null ? 0 : yield* counted(run(gone('sessions', 'user_id'), accountId));
  counts.users = accountId === null ? 0 : yield* counted(run(gone('users', 'id'), accountId));
  if (op.email !== null) {
    const key = personKey(op.email);
    // A refused form post waiting for its page (PostgreSQL keeps them for 15 minutes).
    const result = d.name === 'postgres' ? 'lower(result::text)' : 'lower(result)';
    counts.form_results = yield* counted(
      run(`DELETE FROM form_results WHERE ${d.contains(result, '$1')} RETURNING 1 AS gone`, key),
    );
    // Records of other people's work that name this address (a staff member or an editor who
    // is erased): the record stays, the address goes.
    counts.lead_events_actor = yield* counted(
      run(
        `UPDATE lead_events SET actor = 'erased account' WHERE lower(actor) = $1
         RETURNING 1 AS gone`,
        key,
      ),
    );
    counts.page_changes_author_email = yield* counted(
      run(
        `UPDATE page_changes SET author_email = '' WHERE lower(author_email) = $1
         RETURNING 1 AS gone`,
        key,
      ),
    );
  }
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  yield auditStatement(op.at, { id: op.actorId, name: op.actor }, 'erase', leadIds, total, {
    counts,
    subject: op.subject,
  });
  return counts;
}

/** The audit log's writes and the erasure, in `d`'s SQL. */
export const peopleWrites = (d: Dialect): WriteHandlers<PeopleOp> => ({
  *audit({ at, actorId, actor, action, leadIds, count, detail }) {
    const entry = auditStatement(at, { id: actorId, name: actor }, action, leadIds, count, detail);
    yield { ...entry, alone: true };
    return undefined;
  },
  *purgeAudit(op) {
    return (yield only('DELETE FROM audit_log WHERE at < $1 RETURNING id', op.before)).length;
  },
  erasePerson: (op) => erasePerson(d, op),
});
