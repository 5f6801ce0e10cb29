import { closest, distance } from './suggest';

const words = (path: string) =>
  path
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);

// Two words match when one is a typo of the other (a letter per four wrong, at least one).
const wordDistance = (a: string, b: string) => {
  const d = distance(a, b);
  return d <= Math.max(1, Math.floor(Math.min(a.length, b.length) / 4)) ? d : undefined;
};

/**
 * How much two paths share, word by word, in any order: each matched pair of words counts its
 * letters (less its typos), over the letters of both paths. 1 is the same words, 0 none.
 */
function wordSimilarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  const total = [...left, ...right].reduce((sum, w) => sum + w.length, 0);
  if (total === 0) return 0;
  let shared = 0;
  for (const word of left) {
    let best: { index: number; d: number } | undefined;
    right.forEach((other, index) => {
      const d = wordDistance(word, other);
      if (d !== undefined && (!best || d < best.d)) best = { index, d };
    });
    if (!best) continue;
    shared += word.length + (right[best.index]?.length ?? 0) - 2 * best.d;
    right.splice(best.index, 1);
  }
  return shared / total;
}

/**
 * The existing page path a mistyped link most likely meant: a typo of the whole path, else the
 * path sharing most of its words (so "/contact-us" finds "/contact-info"). A path that shares
 * only a short word ("/about-us") or nothing gets no suggestion rather than a wrong one.
 */
export function closestPath(input: string, paths: readonly string[]): string | undefined {
  const typo = closest(input, paths);
  if (typo) return typo;
  let best: string | undefined;
  let bestScore = 0.5;
  for (const path of paths) {
    const score = wordSimilarity(input, path);
    if (score > bestScore) {
      best = path;
      bestScore = score;
    }
  }
  return best;
}
