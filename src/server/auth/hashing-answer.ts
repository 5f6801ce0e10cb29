import type { FastifyReply } from 'fastify';
import { HashingBusyError } from './hash-queue';
import { busyRefusal } from './log-in';
import { tryLater } from '../http/replies';

/** Runs a hash; when the queue refuses it, answers that and gives undefined. */
export async function hashing<T>(
  reply: FastifyReply,
  task: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof HashingBusyError) {
      const { status, waitMs, message } = busyRefusal(error);
      await tryLater(reply, status === 503 ? 503 : 429, waitMs ?? 1000, message);
      return undefined;
    }
    throw error;
  }
}
