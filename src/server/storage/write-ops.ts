import { z } from 'zod';
import { auditActions } from '../../schema/audit';
import { leadSchema, leadStatuses } from '../../schema/lead';
import { leadFieldsSchema } from './rows';
import { roles } from './types';

// A lead before it is stored: the shared shape without what storage gives it.
const {
  id: _id,
  receivedAt: _at,
  status: _status,
  note: _note,
  anonymisedAt: _anonymised,
  ...newLead
} = leadSchema.shape;

const writeOpSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('saveLead'),
    lead: z.object({ ...newLead, fields: leadFieldsSchema }),
    notify: z.boolean(),
    destinations: z.array(z.string()).optional(),
    at: z.string(),
    idempotency: z.object({ key: z.string(), fingerprint: z.string() }).optional(),
  }),
  z.object({
    kind: z.literal('createUser'),
    user: z.object({
      username: z.string(),
      email: z.string(),
      passwordHash: z.string(),
      role: z.enum(roles).optional(),
      editor: z.boolean().optional(),
    }),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('setRoles'),
    userId: z.number(),
    role: z.enum(roles),
    editor: z.boolean(),
  }),
  z.object({
    kind: z.literal('saveDraft'),
    file: z.string(),
    content: z.string(),
    baseVersion: z.string().nullable(),
    revision: z.number().nullable(),
    userId: z.number(),
    author: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('deleteDraft'), file: z.string(), revision: z.number().optional() }),
  z.object({
    kind: z.literal('discardDraft'),
    file: z.string(),
    revision: z.number(),
    userId: z.number(),
    by: z.string(),
    at: z.string(),
    /** Discarded drafts from before this are purged. */
    purgeBefore: z.string(),
  }),
  z.object({
    kind: z.literal('restoreDiscardedDraft'),
    id: z.number(),
    userId: z.number(),
    by: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('purgeDiscardedDrafts'), before: z.string() }),
  z.object({
    kind: z.literal('keepUpload'),
    name: z.string(),
    type: z.string(),
    data: z.string(),
    originalName: z.string(),
    source: z.string(),
    author: z.string(),
    licence: z.string(),
    userId: z.number().nullable(),
    uploadedBy: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('takeUploads'), names: z.array(z.string()) }),
  z.object({ kind: z.literal('purgeUploads'), before: z.string(), keep: z.array(z.string()) }),
  z.object({
    kind: z.literal('createPreviewLink'),
    tokenHash: z.string(),
    file: z.string(),
    revision: z.number(),
    userId: z.number(),
    createdBy: z.string(),
    at: z.string(),
    expiresAt: z.string(),
  }),
  z.object({
    kind: z.literal('setPassword'),
    userId: z.number(),
    passwordHash: z.string(),
    keepSession: z.string().optional(),
  }),
  z.object({ kind: z.literal('deleteUser'), userId: z.number() }),
  z.object({
    kind: z.literal('createSession'),
    idHash: z.string(),
    userId: z.number(),
    at: z.string(),
    expiresAt: z.string(),
    device: z.string(),
  }),
  z.object({ kind: z.literal('touchSession'), idHash: z.string(), at: z.string() }),
  z.object({ kind: z.literal('proveSession'), idHash: z.string(), at: z.string() }),
  z.object({ kind: z.literal('endOtherSessions'), userId: z.number(), keep: z.string() }),
  z.object({ kind: z.literal('deleteSession'), idHash: z.string() }),
  z.object({
    kind: z.literal('startSecondFactor'),
    userId: z.number(),
    secret: z.string(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('confirmSecondFactor'),
    userId: z.number(),
    step: z.number(),
    recoveryHashes: z.array(z.string()),
    keepSession: z.string().optional(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('useSecondFactorStep'), userId: z.number(), step: z.number() }),
  z.object({ kind: z.literal('useRecoveryCode'), userId: z.number(), codeHash: z.string() }),
  z.object({
    kind: z.literal('removeSecondFactor'),
    userId: z.number(),
    keepSession: z.string().optional(),
  }),
  z.object({
    kind: z.literal('createPendingLogin'),
    tokenHash: z.string(),
    userId: z.number(),
    step: z.enum(['code', 'enrol']),
    at: z.string(),
    expiresAt: z.string(),
  }),
  z.object({ kind: z.literal('deletePendingLogin'), tokenHash: z.string() }),
  z.object({
    kind: z.literal('addPasskey'),
    passkey: z.object({
      id: z.string(),
      userId: z.number(),
      publicKey: z.string(),
      counter: z.number(),
      transports: z.array(z.string()),
      name: z.string(),
    }),
    keepSession: z.string().optional(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('usePasskey'),
    credentialId: z.string(),
    counter: z.number(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('removePasskey'),
    userId: z.number(),
    credentialId: z.string(),
    keepSession: z.string().optional(),
  }),
  z.object({
    kind: z.literal('keepChallenge'),
    owner: z.string(),
    challenge: z.string(),
    at: z.string(),
    expiresAt: z.string(),
  }),
  z.object({ kind: z.literal('takeChallenge'), owner: z.string(), at: z.string() }),
  z.object({
    kind: z.literal('updateLead'),
    id: z.number(),
    status: z.enum(leadStatuses).optional(),
    note: z.string().optional(),
    actor: z.string(),
    at: z.string(),
    deliverTo: z.array(z.string()).optional(),
    audit: z.object({ id: z.number().nullable(), name: z.string() }).optional(),
  }),
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
  z.object({ kind: z.literal('markMailSent'), id: z.number(), at: z.string() }),
  z.object({
    kind: z.literal('markMailFailed'),
    id: z.number(),
    error: z.string(),
    retryAt: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('ensureSecret'), name: z.string(), value: z.string() }),
  z.object({
    kind: z.literal('runRetention'),
    at: z.string(),
    /** Per status: a lead of it not changed since `before` is due. */
    cutoffs: z.array(z.object({ status: z.enum(leadStatuses), before: z.string() })),
    nextRunAt: z.string(),
  }),
]);

/** Operations in a message to SQLite's writer thread, checked before they reach SQL. */
export const writeOpsSchema = z.array(writeOpSchema);

/** A change to the database, as the request path hands it over. Times are ISO 8601. */
export type WriteOp = z.infer<typeof writeOpSchema>;

/** One statement, its parameters numbered $1, $2… as both databases read them. */
export interface Statement {
  sql: string;
  params: unknown[];
  /** The write's only statement: it needs no transaction around it (a round trip less). */
  alone?: true;
}

/**
 * A write as the statements it runs in one transaction: each `yield` hands over a statement and
 * gets its rows back, unchecked (the write parses what it reads); the return value is what the
 * write gives (a row, an id). SQLite's writer runs them synchronously inside its batch,
 * PostgreSQL's pool awaits each.
 */
export type Steps = Generator<Statement, unknown, unknown[]>;

/** A statement of a write. */
export const run = (sql: string, ...params: unknown[]): Statement => ({ sql, params });
/** A write's only statement. */
export const only = (sql: string, ...params: unknown[]): Statement => ({
  sql,
  params,
  alone: true,
});

/** Ends every session of the account but `keep` (none kept when absent). */
export const endOtherSessions = (userId: number, keep: string | undefined): Statement =>
  run('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', userId, keep ?? '');
