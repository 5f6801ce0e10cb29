import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PendingLogin, Storage, User } from '../storage/types';
import { pendingToken, pendingTokenHash } from './second-factor';
import { sessionCookieOptions } from './sessions';

/** How long a sign-in waits for its second step (a code, or enrolment). */
export const pendingLoginMs = 5 * 60_000;

const cookieName = 'pending-login';

/** The session's cookie options: out of scripts' reach, same-site, HTTPS when served so. */
const cookieOptions = sessionCookieOptions;

/**
 * After a right password, when a second step is due: no session yet, only a random token in a
 * cookie for five minutes (the database keeps its hash), naming the account and the step.
 */
export async function startPendingLogin(
  storage: Storage,
  reply: FastifyReply,
  user: User,
  step: PendingLogin['step'],
  now = new Date(),
) {
  const { token, hash } = pendingToken();
  const expiresAt = new Date(now.getTime() + pendingLoginMs);
  await storage.createPendingLogin({ tokenHash: hash, userId: user.id, step, expiresAt });
  reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: pendingLoginMs / 1000 });
}

/** The sign-in waiting for its second step in this browser, if its token is a live one. */
export async function currentPendingLogin(
  storage: Storage,
  request: FastifyRequest,
  now = new Date(),
): Promise<{ user: User; step: PendingLogin['step']; tokenHash: string } | undefined> {
  const token = request.cookies[cookieName];
  if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
  const tokenHash = pendingTokenHash(token);
  const pending = await storage.findPendingLogin(tokenHash, now);
  if (!pending) return undefined;
  const user = await storage.findUserById(pending.userId);
  return user ? { user, step: pending.step, tokenHash } : undefined;
}

/** Ends a pending sign-in: its token is forgotten on both sides. */
export async function endPendingLogin(storage: Storage, reply: FastifyReply, tokenHash: string) {
  await storage.deletePendingLogin(tokenHash);
  reply.clearCookie(cookieName, cookieOptions);
}
