import {
  forgetFailuresAfterMs,
  throttleDelay,
  type LoginThrottle,
} from '../storage/shared/login-throttle';

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
