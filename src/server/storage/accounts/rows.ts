import { z } from 'zod';
import { time } from '../rows';
import { roles, type SessionRecord, type StoredPasskey, type User } from './types';

/** The columns of `users` the decoder reads. */
export const userColumns = 'id, created_at, username, email, password_hash, role, editor';

const userRow = z.object({
  id: z.number(),
  created_at: time,
  username: z.string(),
  email: z.string(),
  password_hash: z.string(),
  role: z.enum(roles),
  editor: z.union([z.literal(0), z.literal(1)]),
});

export function toUser(row: unknown): User {
  const r = userRow.parse(row);
  const { id, username, email, role } = r;
  const passwordHash = r.password_hash;
  return { id, createdAt: r.created_at, username, email, passwordHash, role, editor: !!r.editor };
}

/** A session's columns (beside its account's, when joined): when it was last seen, or began. */
export const sessionColumns = `sessions.id_hash, sessions.user_id AS session_user,
  sessions.device, sessions.created_at AS session_created,
  COALESCE(sessions.last_seen_at, sessions.created_at) AS seen_at,
  COALESCE(sessions.proved_at, sessions.created_at) AS proved_at`;

const sessionRow = z.object({
  id_hash: z.string(),
  session_user: z.number(),
  device: z.string(),
  session_created: time,
  seen_at: time,
  proved_at: time,
});

export function toSessionRecord(row: unknown): SessionRecord {
  const r = sessionRow.parse(row);
  return {
    idHash: r.id_hash,
    userId: r.session_user,
    device: r.device,
    createdAt: r.session_created,
    lastSeenAt: r.seen_at,
    provedAt: r.proved_at,
  };
}

export const secondFactorRow = z.object({
  secret: z.string(),
  last_step: z.coerce.number(),
  confirmed: z.coerce.number(),
  codes: z.coerce.number(),
});

const passkeyRow = z.object({
  credential_id: z.string(),
  user_id: z.number(),
  public_key: z.string(),
  counter: z.coerce.number(),
  transports: z.string(),
  name: z.string(),
  created_at: time,
  last_used_at: time.nullable(),
});

export const passkeyColumns =
  'credential_id, user_id, public_key, counter, transports, name, created_at, last_used_at';

export function toPasskey(row: unknown): StoredPasskey {
  const parsed = passkeyRow.parse(row);
  return {
    id: parsed.credential_id,
    userId: parsed.user_id,
    publicKey: parsed.public_key,
    counter: parsed.counter,
    transports: parsed.transports ? parsed.transports.split(',') : [],
    name: parsed.name,
    createdAt: parsed.created_at,
    lastUsedAt: parsed.last_used_at,
  };
}

export const pendingLoginRow = z.object({ user_id: z.number(), step: z.enum(['code', 'enrol']) });
