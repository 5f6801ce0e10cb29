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

/** Settings of the in-memory throttle; the defaults are the ones described below. */
export interface MemoryThrottleOptions {
  /** Failures allowed before the first wait. */
  freeFailures?: number;
  /** Wait after the last free failure; it doubles with each failure after that. */
  firstDelayMs?: number;
  /** Longest wait. */
  maxDelayMs?: number;
  /** Failures this old are forgotten. */
  forgetAfterMs?: number;
  /** Most accounts remembered; the one whose last failure is oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  lastFailure: number;
  lockedUntil: number;
}

/**
 * The throttle of one process: five free failures, then 30 s, 1, 2, 4, 8 min and at most
 * 15 min between attempts; failures are forgotten after a day without one. Memory is bounded
 * by `maxEntries` (about 100 bytes each).
 */
export function memoryLoginThrottle({
  freeFailures = 5,
  firstDelayMs = 30_000,
  maxDelayMs = 15 * 60_000,
  forgetAfterMs = forgetFailuresAfterMs,
  maxEntries = 50_000,
  now = Date.now,
}: MemoryThrottleOptions = {}): LoginThrottle & { size(): number } {
  // A Map iterates in insertion order; an entry is re-inserted on each failure, so the first
  // one is always the one whose last failure is oldest.
  const entries = new Map<string, Entry>();
  const current = (key: string, at: number) => {
    const entry = entries.get(key);
    if (entry && at - entry.lastFailure > forgetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    async check(key) {
      const at = now();
      return Math.max(0, (current(key, at)?.lockedUntil ?? at) - at);
    },
    async fail(key) {
      const at = now();
      const failures = (current(key, at)?.failures ?? 0) + 1;
      const delay = throttleDelay(failures, { freeFailures, firstDelayMs, maxDelayMs });
      entries.delete(key);
      entries.set(key, { failures, lastFailure: at, lockedUntil: at + delay });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    async succeed(key) {
      entries.delete(key);
    },
    async failures(key) {
      return current(key, now())?.failures ?? 0;
    },
    size: () => entries.size,
  };
}
