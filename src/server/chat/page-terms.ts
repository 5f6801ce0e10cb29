// A word found on more than this share of pages ("Chennai", "business") cannot tell pages
// apart: it does not count for or against a page when the question has rarer words.
const commonShare = 0.35;

const count = <K>(map: Map<K, number>, key: K, by: number) => {
  const n = (map.get(key) ?? 0) + by;
  if (n > 0) map.set(key, n);
  else map.delete(key);
};

/**
 * For each word, the pages (passage targets) that have it, with how many of their passages do;
 * counted, so taking a page's passages out takes out exactly what they brought.
 */
export function pageTerms() {
  const pagesWithTerm = new Map<string, Map<string, number>>();
  const passagesOfTarget = new Map<string, number>();
  const termsOfPassage = new Map<number, string[]>();
  return {
    /** Counts passage `id` of page `target`, whose distinct words are `terms`. */
    add(id: number, target: string, terms: string[]) {
      count(passagesOfTarget, target, 1);
      termsOfPassage.set(id, terms);
      for (const term of terms) {
        const targets = pagesWithTerm.get(term) ?? new Map<string, number>();
        count(targets, target, 1);
        pagesWithTerm.set(term, targets);
      }
    },
    /** Takes out what passage `id` of page `target` brought. */
    remove(id: number, target: string) {
      count(passagesOfTarget, target, -1);
      for (const term of termsOfPassage.get(id) ?? []) {
        const targets = pagesWithTerm.get(term);
        if (!targets) continue;
        count(targets, target, -1);
        if (targets.size === 0) pagesWithTerm.delete(term);
      }
      termsOfPassage.delete(id);
    },
    /** Whether some page has `term`. */
    has: (term: string) => pagesWithTerm.has(term),
    /** Whether `term` is on few enough pages to tell them apart. */
    informative: (term: string) =>
      (pagesWithTerm.get(term)?.size ?? 0) <= Math.max(1, passagesOfTarget.size * commonShare),
  };
}
