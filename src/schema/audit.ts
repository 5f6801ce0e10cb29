/**
 * An entry of the leads' audit log (decisions.md #58), as the server stores it and the inbox
 * shows it. zod/mini, because the inbox island parses the API's answers with it in the browser.
 */
import * as z from 'zod/mini';

/** What staff (or the operator, or a person on their own data) did. */
export const auditActions = [
  /** A staff account signed in. */
  'login',
  /** A page of the inbox's list was shown (the leads on it). */
  'list',
  /** One lead was opened. */
  'view',
  /** A lead's status or note was changed. */
  'update',
  /** A lead was marked spam, or taken out of spam. */
  'spam',
  'not_spam',
  /** Leads were downloaded (CSV or JSON). */
  'export',
  /** Every record of one person was downloaded. */
  'export_person',
  /** Every record of one person was erased. */
  'erase',
  /** The audit log itself was downloaded. */
  'export_audit',
  /** The operator removed an account's lost second factor (`detail.account`: its id). */
  'reset_two_step',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.number(),
  /** ISO 8601 time in UTC. */
  at: z.string(),
  /** The account that acted, as it was then; null for the operator at the shell or a visitor. */
  actorId: z.nullable(z.number()),
  /** Its name then ("operator" at the shell, "the person" for a visitor's own data). */
  actor: z.string(),
  action: z.enum(auditActions),
  /** The leads concerned (none for a login). */
  leadIds: z.array(z.number()),
  /** How many records: leads shown or exported, or every row an erasure removed. */
  count: z.number(),
  /** What else tells what happened, never a person's data: a change's statuses, counts per table. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
