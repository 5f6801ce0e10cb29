import { z } from 'zod';
import type { Dialect } from '../dialect';
import { endPreviewLinksOf } from '../drafts/statements';
import { only, run, type Statement, type WriteHandlers } from '../steps';
import { userColumns } from './rows';
import { roles } from './types';

export const accountOps = [
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
] as const;
type AccountOp = z.infer<(typeof accountOps)[number]>;

/** Ends every session of the account but `keep` (none kept when absent). */
export const endOtherSessions = (userId: number, keep: string | undefined): Statement =>
  run('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', userId, keep ?? '');

const rolesRow = z.object({ role: z.string(), editor: z.number() });

/** The writes of accounts and sessions, in `d`'s SQL. */
export function accountWrites(d: Dialect): WriteHandlers<AccountOp> {
  const insertUser = `INSERT INTO users (created_at, username, email, password_hash, role, editor)
    VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${userColumns}`;
  return {
    *createUser(op) {
      const { username, email, passwordHash, role = 'visitor', editor = false } = op.user;
      const values = [op.at, username, email, passwordHash, role, editor ? 1 : 0];
      return (yield only(insertUser, ...values))[0];
    },
    *setRoles(op) {
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
      if (before.editor === 1 && !op.editor) yield endPreviewLinksOf(op.userId);
      return (yield run(
        `UPDATE users SET role = $1, editor = $2 WHERE id = $3 RETURNING ${userColumns}`,
        op.role,
        op.editor ? 1 : 0,
        op.userId,
      ))[0];
    },
    *setPassword(op) {
      yield run('UPDATE users SET password_hash = $1 WHERE id = $2', op.passwordHash, op.userId);
      yield endOtherSessions(op.userId, op.keepSession);
      return undefined;
    },
    *deleteUser(op) {
      // Sessions go with it (ON DELETE CASCADE); its leads stay, unlinked (SET NULL).
      yield only('DELETE FROM users WHERE id = $1', op.userId);
      return undefined;
    },
    *createSession(op) {
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
    },
    *proveSession(op) {
      yield only('UPDATE sessions SET proved_at = $2 WHERE id_hash = $1', op.idHash, op.at);
      return undefined;
    },
    *touchSession(op) {
      yield only('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', op.idHash, op.at);
      return undefined;
    },
    *endOtherSessions(op) {
      return (yield only(
        'DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2 RETURNING id_hash',
        op.userId,
        op.keep,
      )).length;
    },
    *deleteSession(op) {
      yield only('DELETE FROM sessions WHERE id_hash = $1', op.idHash);
      return undefined;
    },
  };
}
