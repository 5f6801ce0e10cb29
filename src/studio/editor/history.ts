/**
 * Undo/redo over immutable snapshots. Snapshots share every unchanged object with their
 * neighbours, so a history of hundreds of steps over a 300-block page costs one changed block
 * per step. Edits with the same group key within `burstMs` of each other (a burst of typing in
 * one field) are one step.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** Group key and time of the last edit, for merging a burst into one step. */
  last?: { group: string; at: number };
}

const limit = 300;
export const burstMs = 1000;

/** A history with `present` and nothing to undo. */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** Records a change; `group` merges it with the previous change of the same group in a burst. */
export function record<T>(
  history: History<T>,
  next: T,
  group?: string,
  now = Date.now(),
): History<T> {
  if (next === history.present) return history;
  const merge =
    group !== undefined && history.last?.group === group && now - history.last.at < burstMs;
  return {
    past: merge ? history.past : [...history.past.slice(-limit + 1), history.present],
    present: next,
    future: [],
    last: group === undefined ? undefined : { group, at: now },
  };
}

/** Steps back one change, if any. */
export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

/** Steps forward one undone change, if any. */
export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
