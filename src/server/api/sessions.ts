import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role, Storage, User } from '../storage/types';
import { deviceName } from './device-name';
import { answer } from './replies';
import { limitsOf, sessionState } from './session-limits';

const cookieName = 'session';

/** The cookie holds the secret; the database only its hash, so a copy of it opens no account. */
export const sessionIdHash = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url');

/**
 * The session cookie: out of reach of page scripts (HttpOnly), sent only with same-site requests
 * and top-level links (SameSite=Lax, so a form on another site cannot post with it), and only
 * over HTTPS whenever the site is served over HTTPS (`secure: 'auto'`: directly, or through a
 * trusted proxy that says so; see TRUST_PROXY).
 */
export const sessionCookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
} satisfies CookieSerializeOptions;

/** Sent (as "1") by a request a page makes on a timer: it is not a person using the session. */
export const backgroundHeader = 'x-background-refresh';

export interface CurrentSession {
  user: User;
  idHash: string;
}

/**
 * Starts a session for an account and sets its cookie on the reply. It lasts as long as the
 * account's limits allow at most (session-limits.ts); logging in again starts a new one.
 */
export async function startSession(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  now = new Date(),
) {
  const secret = randomBytes(32).toString('base64url');
  const { absoluteMs } = limitsOf(user);
  await storage.createSession({
    idHash: sessionIdHash(secret),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + absoluteMs),
    device: deviceName(request.headers['user-agent']),
  });
  reply.setCookie(cookieName, secret, { ...sessionCookieOptions, maxAge: absoluteMs / 1000 });
}

/**
 * The request's session and its account, if its cookie names a live one. Every request that
 * finds it counts as its use (written down at most once a minute), except a page's own timed
 * refresh (`backgroundHeader`), which a tab left open sends with nobody there; one unused past
 * its account's idle limit, or older than its absolute limit, ends here (decisions.md #79).
 */
export async function currentSession(
  storage: Storage,
  request: Pick<FastifyRequest, 'cookies' | 'headers'>,
  now = new Date(),
): Promise<CurrentSession | undefined> {
  const secret = request.cookies[cookieName];
  if (!secret || !/^[\w-]{43}$/.test(secret)) return undefined;
  const idHash = sessionIdHash(secret);
  const session = await storage.liveSession(idHash, now);
  if (!session) return undefined;
  const state = sessionState(session, session.user, now);
  if (state === 'ended') {
    await storage.deleteSession(idHash);
    return undefined;
  }
  if (state === 'touch' && request.headers[backgroundHeader] !== '1')
    await storage.touchSession(idHash, now);
  return { user: session.user, idHash };
}

/** Tells the browser to forget its session cookie. */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(cookieName, sessionCookieOptions);
}

/**
 * The account a protected API request runs as: 401 without a live session, 403 when the
 * account's role is not `role` (when given). Answers the refusal itself and gives undefined then.
 * Requests that change something from another origin never get here (sameOriginChanges).
 */
export async function requireAccount(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  role?: Role,
): Promise<CurrentSession | undefined> {
  const session = await currentSession(storage, request);
  if (!session) {
    await answer(reply, 401, { success: false, message: 'Please log in.' });
    return undefined;
  }
  if (role && session.user.role !== role) {
    await answer(reply, 403, { success: false, message: 'This is not open to your account.' });
    return undefined;
  }
  return session;
}
