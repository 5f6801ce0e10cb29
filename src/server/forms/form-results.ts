import { randomBytes } from 'node:crypto';
import type { FormPageState } from '../../engine/browser/form-state';

/** A refused form post, kept until the page it redirects to shows it. */
export type FormResult = Extract<FormPageState, { outcome: 'refused' }>;

/** A result's id: random, so no one finds another visitor's values by guessing. */
export const newResultId = () => randomBytes(18).toString('base64url');

/** How long a refused post waits for its page. */
export const formResultTtlMs = 15 * 60_000;

/** Where refused form posts wait for their page: by a random id, never by what was typed. */
export interface FormResults {
  /** Keeps a result and gives the id to put in the redirect URL. */
  put(result: FormResult): Promise<string>;
  /** The result of an id, while it has not expired. */
  get(id: string): Promise<FormResult | undefined>;
}

/**
 * Results in this process's memory for `ttlMs` (default 15 minutes), at most `max` of them (the
 * oldest go first), so a flood of bad posts cannot grow memory. A visitor who reloads the page
 * within the time sees the same errors; after it, the empty form.
 */
export function memoryFormResults({
  ttlMs = formResultTtlMs,
  max = 2000,
  now = () => Date.now(),
}: { ttlMs?: number; max?: number; now?: () => number } = {}): FormResults {
  const kept = new Map<string, { result: FormResult; expires: number }>();
  return {
    async put(result) {
      const id = newResultId();
      kept.set(id, { result, expires: now() + ttlMs });
      // A Map iterates in insertion order: the first keys are the oldest.
      for (const [old, entry] of kept) {
        if (kept.size <= max && entry.expires > now()) break;
        kept.delete(old);
      }
      return id;
    },
    async get(id) {
      const entry = kept.get(id);
      if (!entry || entry.expires <= now()) return undefined;
      return entry.result;
    },
  };
}
