import {
  formResultTtlMs,
  newResultId,
  type FormResult,
  type FormResults,
} from '../storage/shared/form-results';

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
