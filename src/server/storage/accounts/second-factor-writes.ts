import { z } from 'zod';
import { only, run, type WriteHandlers } from '../steps';
import { endOtherSessions } from './writes';

export const secondFactorOps = [
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
] as const;
type SecondFactorOp = z.infer<(typeof secondFactorOps)[number]>;

/** The writes of two-step sign-in (decisions.md #81), in the SQL both databases read. */
export const secondFactorWrites = (): WriteHandlers<SecondFactorOp> => ({
  *startSecondFactor(op) {
    // A secret waiting for its first code is replaced; a confirmed one stays (false).
    return (
      (yield only(
        `INSERT INTO second_factors (user_id, secret, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE
           SET secret = excluded.secret, created_at = excluded.created_at, last_step = 0
           WHERE second_factors.confirmed_at IS NULL
         RETURNING user_id`,
        op.userId,
        op.secret,
        op.at,
      )).length > 0
    );
  },
  *confirmSecondFactor(op) {
    const confirmed = yield run(
      `UPDATE second_factors SET confirmed_at = $1, last_step = $2
       WHERE user_id = $3 AND confirmed_at IS NULL AND last_step < $2 RETURNING user_id`,
      op.at,
      op.step,
      op.userId,
    );
    if (confirmed.length === 0) return false;
    yield run('DELETE FROM recovery_codes WHERE user_id = $1', op.userId);
    for (const hash of op.recoveryHashes)
      yield run('INSERT INTO recovery_codes (code_hash, user_id) VALUES ($1, $2)', hash, op.userId);
    // A second factor added closes what the password alone opened elsewhere.
    yield endOtherSessions(op.userId, op.keepSession);
    return true;
  },
  *useSecondFactorStep(op) {
    // Only a later step than the last one used: a code is accepted once, and an older one
    // (still within the drift allowed) never after a newer one.
    return (
      (yield only(
        `UPDATE second_factors SET last_step = $1
         WHERE user_id = $2 AND confirmed_at IS NOT NULL AND last_step < $1 RETURNING user_id`,
        op.step,
        op.userId,
      )).length > 0
    );
  },
  *useRecoveryCode(op) {
    return (
      (yield only(
        'DELETE FROM recovery_codes WHERE code_hash = $1 AND user_id = $2 RETURNING user_id',
        op.codeHash,
        op.userId,
      )).length > 0
    );
  },
  *removeSecondFactor(op) {
    yield run('DELETE FROM recovery_codes WHERE user_id = $1', op.userId);
    yield run('DELETE FROM second_factors WHERE user_id = $1', op.userId);
    yield endOtherSessions(op.userId, op.keepSession);
    return undefined;
  },
  *createPendingLogin(op) {
    yield run('DELETE FROM pending_logins WHERE expires_at <= $1', op.at);
    yield run(
      `INSERT INTO pending_logins (token_hash, user_id, step, expires_at)
       VALUES ($1, $2, $3, $4)`,
      op.tokenHash,
      op.userId,
      op.step,
      op.expiresAt,
    );
    return undefined;
  },
  *deletePendingLogin(op) {
    yield only('DELETE FROM pending_logins WHERE token_hash = $1', op.tokenHash);
    return undefined;
  },
  *addPasskey(op) {
    const { passkey } = op;
    const added = yield run(
      `INSERT INTO passkeys (credential_id, user_id, public_key, counter, transports, name,
         created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (credential_id) DO NOTHING RETURNING credential_id`,
      passkey.id,
      passkey.userId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports.join(','),
      passkey.name,
      op.at,
    );
    if (added.length === 0) return false;
    // A second factor added closes what the password alone opened elsewhere.
    yield endOtherSessions(passkey.userId, op.keepSession);
    return true;
  },
  *usePasskey(op) {
    // Only a higher counter than the last one signed (a cloned authenticator repeats one), or
    // 0 again from an authenticator that keeps none: each answer is taken once.
    return (
      (yield only(
        `UPDATE passkeys SET counter = $2, last_used_at = $3
         WHERE credential_id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))
         RETURNING credential_id`,
        op.credentialId,
        op.counter,
        op.at,
      )).length > 0
    );
  },
  *removePasskey(op) {
    const removed = yield run(
      'DELETE FROM passkeys WHERE credential_id = $1 AND user_id = $2 RETURNING credential_id',
      op.credentialId,
      op.userId,
    );
    if (removed.length === 0) return false;
    yield endOtherSessions(op.userId, op.keepSession);
    return true;
  },
  *keepChallenge(op) {
    yield run('DELETE FROM passkey_challenges WHERE expires_at <= $1', op.at);
    yield run(
      `INSERT INTO passkey_challenges (owner_hash, challenge, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (owner_hash) DO UPDATE
         SET challenge = excluded.challenge, expires_at = excluded.expires_at`,
      op.owner,
      op.challenge,
      op.expiresAt,
    );
    return undefined;
  },
  *takeChallenge(op) {
    // Taken whether or not it is still good: a challenge is answered once at most.
    const [row] = yield only(
      `DELETE FROM passkey_challenges WHERE owner_hash = $1
       RETURNING challenge, CASE WHEN expires_at > $2 THEN 1 ELSE 0 END AS live`,
      op.owner,
      op.at,
    );
    if (row === undefined) return undefined;
    const taken = z.object({ challenge: z.string(), live: z.coerce.number() }).parse(row);
    return taken.live === 1 ? taken.challenge : undefined;
  },
});
