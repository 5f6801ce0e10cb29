import MiniSearch from 'minisearch';
import type { CutPassage, Passage } from './passages';
import { pageTerms } from './page-terms';
import { synonymsOf, withPhrasesReplaced } from './synonyms';
import { processTerm, stemsOf, termsOf, tokenize } from './text';

/** A passage that matched a question. */
export interface PassageMatch {
  passage: Passage;
  score: number;
  /** Share of the question's distinctive words (or their synonyms) found in it. */
  coverage: number;
  /** How many of the question's distinctive words (or their synonyms) are in it. */
  words: number;
  /** Whether one of them is in its heading, its page's title or keywords: what it is about. */
  aboutIt: boolean;
}

/** A page that answers a question, with the passages on it that matched, best first. */
export interface PageMatch {
  target: string;
  score: number;
  /** Share of the question's distinctive words found anywhere on the page. */
  coverage: number;
  /** The question's distinctive words (or their synonyms) found on the page. */
  words: string[];
  /** How many distinctive words the question has: the words that tell pages apart. */
  asked: number;
  /** Distinctive words of the question that no page matched, even through a synonym. */
  foreign: string[];
  passages: PassageMatch[];
}

export interface SearchOptions {
  /**
   * Words of the question already answered by where the search looks (its topic's words, as
   * "refund" for the terms page): they count as found on every page.
   */
  given?: string;
  /**
   * Only these pages: each is in the answer, with no passages when none matched, so the share
   * of the question it covers (through `given`) is still known.
   */
  within?: string[];
  /**
   * Every word of the question counts, the site's common ones too: on one page of the company's
   * own ("Is hosting included?" on the terms page) a word common on the site still says what
   * the question is about.
   */
  allWords?: boolean;
}

export interface SiteIndex {
  /** Pages matching the question, best first; empty when nothing on the site is about it. */
  search(question: string, options?: SearchOptions): PageMatch[];
  /**
   * Takes out the passages cut from the pages `sources` and puts in `passages` (cut from them
   * as they are now), so a published page changes the index by its own passages alone.
   */
  replace(sources: ReadonlySet<string>, passages: readonly CutPassage[]): void;
  /** The passages indexed now. */
  passages(): Passage[];
}

// A word matched only through a synonym weighs half: "sell" suggests e-commerce, weakly.
const synonymWeight = 0.5;
// The fields that say what a passage is about, rather than mention a word in passing.
const aboutFields = new Set(['pageTitle', 'heading', 'keywords']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Builds the search index over the passages of every page and the site facts. `unindexed`
 * phrases (the company's name) are words of no page in particular: "Acme Technologies" in a
 * title does not make that page about technologies.
 */
export function buildSiteIndex(
  passages: readonly CutPassage[],
  unindexed: string[] = [],
): SiteIndex {
  const byId = new Map<number, Passage>();
  const phrases = unindexed.filter(Boolean).map(escape);
  const unindexedPattern = phrases.length > 0 ? new RegExp(phrases.join('|'), 'gi') : undefined;
  const plain = (text: string) => (unindexedPattern ? text.replace(unindexedPattern, ' ') : text);
  const mini = new MiniSearch<Passage>({
    fields: ['pageTitle', 'heading', 'text', 'context', 'keywords'],
    extractField: (passage, field) => {
      const value: unknown = passage[field as keyof Passage];
      return typeof value === 'string' ? plain(value) : String(value);
    },
    tokenize,
    processTerm,
    searchOptions: {
      boost: { pageTitle: 2, heading: 3, keywords: 2.5, context: 1.2, text: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
      boostDocument: (id) => (byId.get(Number(id))?.summary ? 1.4 : 1),
    },
  });

  const pagesWithTerm = pageTerms();
  let nextId = 0;
  const add = (given: readonly CutPassage[]) => {
    const added = given.map((p) => ({ ...p, id: nextId++ }));
    for (const p of added) {
      byId.set(p.id, p);
      const text = plain([p.pageTitle, p.heading, p.text, p.context, p.keywords].join(' '));
      pagesWithTerm.add(p.id, p.target, [...new Set(termsOf(text))]);
    }
    mini.addAll(added);
  };
  const remove = (passage: Passage) => {
    // The index holds ids as extractField gives them: as text.
    mini.discard(String(passage.id));
    byId.delete(passage.id);
    pagesWithTerm.remove(passage.id, passage.target);
  };
  add(passages);

  // A question's word in another form of a word the pages use ("starting", "start") is searched
  // as the pages' word; a word the pages use as it is stays as it is.
  const asIndexed = (term: string) =>
    pagesWithTerm.has(term) ? term : (stemsOf(term).find(pagesWithTerm.has) ?? term);
  const questionTerms = (text: string) => [...new Set(termsOf(text).map(asIndexed))];

  return {
    search(message, options = {}) {
      const question = withPhrasesReplaced(plain(message));
      // A hyphenated word is also searched joined ("e-commerce", "ecommerce"); the joined form
      // is not a word of its own when no page has it ("mobile-friendly").
      const joined = new Set(
        [...question.matchAll(/[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)+/gu)].map((m) =>
          processTerm(m[0].replace(/[-.]/g, '')),
        ),
      );
      const asked = new Set(
        questionTerms(question).filter((t) => pagesWithTerm.has(t) || !joined.has(t)),
      );
      const given = new Set(questionTerms(options.given ?? ''));
      // When every word of the question is common on the site ("research and development"),
      // those words are what it is about.
      const rare = [...asked].filter(pagesWithTerm.informative);
      const distinctive = options.allWords
        ? [...asked]
        : rare.length > 0
          ? rare
          : [...asked].filter((t) => pagesWithTerm.has(t));
      const credit = (t: string, found: Set<string>) =>
        found.has(t) || given.has(t)
          ? 1
          : synonymsOf(t).some((s) => found.has(s))
            ? synonymWeight
            : 0;
      const coverage = (found: Set<string>) =>
        distinctive.length === 0
          ? 0
          : distinctive.reduce((sum, t) => sum + credit(t, found), 0) / distinctive.length;
      const wordsIn = (found: Set<string>) => distinctive.filter((t) => credit(t, found) > 0);

      const results = mini.search(question, {
        processTerm: (word) => {
          const found = processTerm(word);
          const term = found && asIndexed(found);
          return term ? [term, ...synonymsOf(term)] : null;
        },
        boostTerm: (term) => (asked.has(term) ? 1 : synonymWeight),
      });
      const byTarget = new Map<string, { found: Set<string>; passages: PassageMatch[] }>();
      for (const target of options.within ?? []) {
        byTarget.set(target, { found: new Set<string>(), passages: [] });
      }
      for (const r of results) {
        const passage = byId.get(Number(r.id));
        if (!passage || (options.within && !options.within.includes(passage.target))) continue;
        const entry = byTarget.get(passage.target) ?? { found: new Set<string>(), passages: [] };
        r.queryTerms.forEach((t) => entry.found.add(t));
        const terms = new Set(r.queryTerms);
        // `match` names the index's words (a prefix match: "included" for "include").
        const inAboutFields = Object.entries(r.match)
          .filter(([, fields]) => fields.some((f) => aboutFields.has(f)))
          .map(([term]) => term);
        const named = new Set(
          r.queryTerms.filter((q) => inAboutFields.some((t) => t.startsWith(q))),
        );
        entry.passages.push({
          passage,
          score: r.score,
          coverage: coverage(terms),
          words: wordsIn(terms).length,
          aboutIt: wordsIn(named).length > 0,
        });
        byTarget.set(passage.target, entry);
      }
      // Words no page matched, even by a synonym, a prefix or a near spelling.
      const matched = new Set([...byTarget.values()].flatMap((e) => [...e.found]));
      const foreign = distinctive.filter((t) => !given.has(t) && credit(t, matched) === 0);
      // The best passage counts most; further matches on the same page add less and less.
      return [...byTarget.entries()]
        .map(([target, e]) => ({
          target,
          score: e.passages.reduce((sum, p, i) => sum + p.score / 2 ** i, 0),
          coverage: coverage(e.found),
          words: wordsIn(e.found),
          asked: distinctive.length,
          foreign,
          passages: e.passages,
        }))
        .sort((a, b) => b.score - a.score);
    },
    replace(sources, passages) {
      for (const passage of [...byId.values()]) if (sources.has(passage.source)) remove(passage);
      add(passages);
    },
    passages: () => [...byId.values()],
  };
}
