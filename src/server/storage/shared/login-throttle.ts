/**
 * Failed logins per account. Kept behind this interface so a store shared by several server
 * instances (the database) can replace the in-memory one.
 */
export interface LoginThrottle {
  /** Milliseconds `key` must wait before its next attempt; 0 when it may try now. */
  check(key: string): Promise<number>;
  /** Records a failed attempt for `key`. */
  fail(key: string): Promise<void>;
  /** Forgets the failures of `key`, after a successful login. */
  succeed(key: string): Promise<void>;
  /** How many failures in a row `key` has had (those not yet forgotten); 0 for none. */
  failures(key: string): Promise<number>;
}

/**
 * The wait after an account's `failures`-th failed login in a row: none for the free ones, then
 * the first delay, doubling with each failure, at most the longest. Every throttle uses it.
 */
export function throttleDelay(
  failures: number,
  { freeFailures = 5, firstDelayMs = 30_000, maxDelayMs = 15 * 60_000 } = {},
): number {
  const extra = failures - freeFailures;
  return extra >= 0 ? Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(extra, 30)) : 0;
}

/** Failures this old are forgotten, by every throttle. */
export const forgetFailuresAfterMs = 24 * 60 * 60_000;
