import type { FastifyReply } from 'fastify';
import { HashingBusyError } from './hash-queue';
import { tryLater } from './replies';

/** The quick refusal when the password cannot be hashed now (see createHashQueue). */
function busy(reply: FastifyReply, error: HashingBusyError) {
  return error.scope === 'client'
    ? tryLater(
        reply,
        429,
        1000,
        'Another login or sign-up from your network is being checked. Please try again in a moment.',
      )
    : tryLater(
        reply,
        503,
        1000,
        'We are busy checking other logins. Please try again in a moment.',
      );
}

/** Runs a hash; when the queue refuses it, answers that and gives undefined. */
export async function hashing<T>(
  reply: FastifyReply,
  task: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof HashingBusyError) {
      await busy(reply, error);
      return undefined;
    }
    throw error;
  }
}
