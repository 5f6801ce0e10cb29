import type { SessionRecord, User } from '../storage/types';

const minute = 60_000;
const hour = 60 * minute;

/**
 * How long a session lasts (decisions.md #79). An account that can publish pages or read and
 * erase people's enquiries ends after 30 minutes unused and 12 hours at most, as OWASP ASVS
 * level 2 asks; a visitor's, which opens only their own account, lasts 7 days.
 */
export const sessionLimits = {
  privileged: { idleMs: 30 * minute, absoluteMs: 12 * hour },
  visitor: { idleMs: undefined, absoluteMs: 7 * 24 * hour },
} as const;

/** A session's last use is written at most this often: a request a second costs no write each. */
export const touchEveryMs = minute;

/** Whether an account's sessions get the short limits: an editor's or staff's. */
export const privileged = (user: Pick<User, 'role' | 'editor'>) =>
  user.editor || user.role === 'staff';

/** The limits of an account's sessions. */
export const limitsOf = (user: Pick<User, 'role' | 'editor'>) =>
  privileged(user) ? sessionLimits.privileged : sessionLimits.visitor;

/**
 * What a session found in the database comes to at `now`: ended (unused too long, or begun too
 * long ago), live and due to have its use written down, or live.
 */
export function sessionState(
  session: Pick<SessionRecord, 'createdAt' | 'lastSeenAt'>,
  user: Pick<User, 'role' | 'editor'>,
  now: Date,
): 'ended' | 'touch' | 'live' {
  const { idleMs, absoluteMs } = limitsOf(user);
  const since = (iso: string) => now.getTime() - new Date(iso).getTime();
  const unused = since(session.lastSeenAt);
  if (since(session.createdAt) >= absoluteMs) return 'ended';
  if (idleMs !== undefined && unused >= idleMs) return 'ended';
  return unused >= touchEveryMs ? 'touch' : 'live';
}
