import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { User } from '../storage/types';
import { clientKey } from '../http/client-key';
import { hashing } from './hashing-answer';
import { inWords } from './log-in';
import { verifyPassword } from './passwords';
import { answer, tryLater } from '../http/replies';

/**
 * Checks the password a signed-in account typed again (to confirm a step, change its password or
 * remove itself). Wrong ones count against the account (`confirm:<id>`), five free, then a wait of
 * 30 s doubling to 15 min, as at login (decisions.md #85), so a stolen session cannot guess the
 * password through these steps. True when right; otherwise answered (401 beside `field`, 429 while
 * the account must wait, or the hashing queue's refusal) and false.
 */
export async function passwordProof(
  { loginThrottle: throttle }: Pick<ServerContext, 'loginThrottle'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<User, 'id' | 'passwordHash'>,
  password: string,
  field: string,
  wrong: string,
): Promise<boolean> {
  const key = `confirm:${user.id}`;
  const wait = await throttle.check(key);
  if (wait > 0) {
    await tryLater(
      reply,
      429,
      wait,
      `Too many wrong passwords. Please try again in ${inWords(wait)}.`,
    );
    return false;
  }
  const ok = await hashing(reply, () =>
    verifyPassword(password, user.passwordHash, clientKey(request.ip)),
  );
  if (ok === undefined) return false;
  if (!ok) {
    await throttle.fail(key);
    await answer(reply, 401, { success: false, message: wrong, errors: { [field]: wrong } });
    return false;
  }
  await throttle.succeed(key);
  return true;
}
