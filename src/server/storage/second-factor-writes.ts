import { endOtherSessions, only, run, type Steps, type WriteOp } from './write-ops';

type SecondFactorOp = Extract<
  WriteOp,
  {
    kind:
      | 'startSecondFactor'
      | 'confirmSecondFactor'
      | 'useSecondFactorStep'
      | 'useRecoveryCode'
      | 'removeSecondFactor'
      | 'createPendingLogin'
      | 'deletePendingLogin';
  }
>;

/** The writes of two-step sign-in (decisions.md #81), in the SQL both databases read. */
export function* secondFactorWrite(op: SecondFactorOp): Steps {
  switch (op.kind) {
    case 'startSecondFactor':
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
    case 'confirmSecondFactor': {
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
        yield run(
          'INSERT INTO recovery_codes (code_hash, user_id) VALUES ($1, $2)',
          hash,
          op.userId,
        );
      // A second factor added closes what the password alone opened elsewhere.
      yield endOtherSessions(op.userId, op.keepSession);
      return true;
    }
    case 'useSecondFactorStep':
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
    case 'useRecoveryCode':
      return (
        (yield only(
          'DELETE FROM recovery_codes WHERE code_hash = $1 AND user_id = $2 RETURNING user_id',
          op.codeHash,
          op.userId,
        )).length > 0
      );
    case 'removeSecondFactor':
      yield run('DELETE FROM recovery_codes WHERE user_id = $1', op.userId);
      yield run('DELETE FROM second_factors WHERE user_id = $1', op.userId);
      yield endOtherSessions(op.userId, op.keepSession);
      return undefined;
    case 'createPendingLogin':
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
    case 'deletePendingLogin':
      yield only('DELETE FROM pending_logins WHERE token_hash = $1', op.tokenHash);
      return undefined;
  }
}
