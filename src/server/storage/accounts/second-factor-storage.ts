import { z } from 'zod';
import type { Driver } from '../driver';
import { passkeyColumns, pendingLoginRow, secondFactorRow, toPasskey } from './rows';
import type { SecondFactorStorage } from './types';

const sql = {
  secondFactor: `SELECT secret, last_step,
      CASE WHEN confirmed_at IS NULL THEN 0 ELSE 1 END AS confirmed,
      (SELECT count(*) FROM recovery_codes WHERE user_id = $1) AS codes
    FROM second_factors WHERE user_id = $1`,
  passkeys: `SELECT ${passkeyColumns} FROM passkeys WHERE user_id = $1
    ORDER BY created_at, credential_id`,
  passkey: `SELECT ${passkeyColumns} FROM passkeys WHERE credential_id = $1`,
  pendingLogin:
    'SELECT user_id, step FROM pending_logins WHERE token_hash = $1 AND expires_at > $2',
};

/** Two-step sign-in (decisions.md #81, #86), in the SQL both databases understand. */
export function secondFactorStorage({ read, write }: Driver): SecondFactorStorage {
  return {
    async secondFactor(userId) {
      const [row] = await read(sql.secondFactor, [userId]);
      if (row === undefined) return undefined;
      const parsed = secondFactorRow.parse(row);
      return {
        secret: parsed.secret,
        confirmed: parsed.confirmed === 1,
        lastStep: parsed.last_step,
        recoveryCodesLeft: parsed.codes,
      };
    },
    async startSecondFactor(userId, secret) {
      const at = new Date().toISOString();
      return z.boolean().parse(await write({ kind: 'startSecondFactor', userId, secret, at }));
    },
    async confirmSecondFactor(userId, step, recoveryHashes, keepSession) {
      const at = new Date().toISOString();
      const hashes = [...recoveryHashes];
      const keep = keepSession === undefined ? {} : { keepSession };
      const op = { kind: 'confirmSecondFactor' as const, userId, step, at, ...keep };
      return z.boolean().parse(await write({ ...op, recoveryHashes: hashes }));
    },
    async useSecondFactorStep(userId, step) {
      return z.boolean().parse(await write({ kind: 'useSecondFactorStep', userId, step }));
    },
    async useRecoveryCode(userId, codeHash) {
      return z.boolean().parse(await write({ kind: 'useRecoveryCode', userId, codeHash }));
    },
    async removeSecondFactor(userId, keepSession) {
      const keep = keepSession === undefined ? {} : { keepSession };
      await write({ kind: 'removeSecondFactor', userId, ...keep });
    },
    async createPendingLogin({ tokenHash, userId, step, expiresAt }) {
      const at = new Date().toISOString();
      const expires = expiresAt.toISOString();
      await write({ kind: 'createPendingLogin', tokenHash, userId, step, at, expiresAt: expires });
    },
    async findPendingLogin(tokenHash, now) {
      const [row] = await read(sql.pendingLogin, [tokenHash, now.toISOString()]);
      if (row === undefined) return undefined;
      const parsed = pendingLoginRow.parse(row);
      return { userId: parsed.user_id, step: parsed.step };
    },
    async deletePendingLogin(tokenHash) {
      await write({ kind: 'deletePendingLogin', tokenHash });
    },
    async passkeys(userId) {
      return (await read(sql.passkeys, [userId])).map(toPasskey);
    },
    async passkey(credentialId) {
      const [row] = await read(sql.passkey, [credentialId]);
      return row === undefined ? undefined : toPasskey(row);
    },
    async addPasskey(passkey, keepSession) {
      const at = new Date().toISOString();
      const keep = keepSession === undefined ? {} : { keepSession };
      const op = { kind: 'addPasskey' as const, at, ...keep };
      return z.boolean().parse(await write({ ...op, passkey: { ...passkey } }));
    },
    async usePasskey(credentialId, counter, at) {
      const op = { kind: 'usePasskey' as const, credentialId, counter, at: at.toISOString() };
      return z.boolean().parse(await write(op));
    },
    async removePasskey(userId, credentialId, keepSession) {
      const keep = keepSession === undefined ? {} : { keepSession };
      return z
        .boolean()
        .parse(await write({ kind: 'removePasskey', userId, credentialId, ...keep }));
    },
    async keepChallenge(owner, challenge, expiresAt) {
      const at = new Date().toISOString();
      const expires = expiresAt.toISOString();
      await write({ kind: 'keepChallenge', owner, challenge, at, expiresAt: expires });
    },
    async takeChallenge(owner, now) {
      const taken = await write({ kind: 'takeChallenge', owner, at: now.toISOString() });
      return z
        .string()
        .optional()
        .parse(taken ?? undefined);
    },
  };
}
