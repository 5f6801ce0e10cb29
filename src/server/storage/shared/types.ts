import type { FormResults } from './form-results';
import type { LoginThrottle } from './login-throttle';

/**
 * What several server instances on one database must share besides the data, so that a client's
 * limit, an account's failed logins and a refused form post are the same whichever instance a
 * request reaches.
 */
export interface SharedState {
  /**
   * Counts one request of `key` in its fixed window of `windowMs` (a new window once it has run
   * out): the count in this window so far and the milliseconds until it ends.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The count of `key` in its current window, without counting (0 when none is running). */
  peek(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Failed logins per account, with the same delays as the in-memory throttle. */
  loginThrottle: LoginThrottle;
  /** Refused no-JavaScript form posts, so the page they redirect to shows on any instance. */
  formResults: FormResults;
  /** Tells the other instances at once that content was published (LISTEN/NOTIFY). */
  contentSignal?: ContentSignal;
}

/** A message to every instance on the database that the content remote has a new commit. */
export interface ContentSignal {
  /** Tells every instance listening (this one included) that `revision` was pushed. */
  notify(revision: string): Promise<void>;
  /** Calls `heard` with each revision told; stops on the returned function. A connection lost is
   * made again; what was told meanwhile is missed (the interval fetch catches up). */
  listen(heard: (revision: string) => void): () => Promise<void>;
}

export interface SharedStorage {
  /**
   * Counters shared by every instance on the database. Absent for SQLite: one process owns the
   * file, and that process's memory counts as well.
   */
  shared?: SharedState;
}
