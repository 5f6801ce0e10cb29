import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// The estimator's line for passwords (decisions.md #37). Server-side only: the estimator and its
// dictionaries are some hundreds of KB that no page needs.

// 10^8 guesses: zxcvbn's line between "guessable by an online attack" and "moderate protection
// against an offline attack on a slow hash". Eight characters with no pattern in them are just
// over it, so the shortest password allowed stays possible; "P@ssw0rd!2024" is 10^7.
const enoughGuesses = 1e8;

// Only the first 32 characters are judged, with at most 8 look-alike readings: what follows can
// only add guesses, and a longer password is nearly always a passphrase. With the defaults (256,
// 100) a 128-character "p@$$w0rd…" took 160 ms of the event loop on a busy 2-core machine; with
// these about 3 ms; twenty look-alike passwords (M0nk3y!2024, P@$$w0rd2024!…) score the same.
const options = { maxLength: 32, l33tMaxSubstitutions: 8 };

let estimator: ZxcvbnFactory | undefined;

/** The estimator, built on first use (about 0.1 s: it ranks the dictionaries once). */
export const strengthEstimator = () =>
  (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, ...options }));

/** Words of the person and of the site a password is tried against, as the estimator's own. */
export interface OwnWords {
  name: string[];
  email: string[];
  site: string[];
}

/**
 * Why a password is guessable in fewer than 10^8 tries, or undefined: "email" or "name" when the
 * weakest part of it is the person's own address or name, else "guessable".
 */
export function guessability(
  password: string,
  words: OwnWords,
): 'email' | 'name' | 'guessable' | undefined {
  const result = strengthEstimator().check(password, [
    ...words.name,
    ...words.email,
    ...words.site,
  ]);
  if (result.guesses >= enoughGuesses) return undefined;
  const own = new Set(
    result.sequence.flatMap((match) =>
      match.pattern === 'dictionary' && match.dictionaryName === 'userInputs'
        ? [String(match.matchedWord)]
        : [],
    ),
  );
  const lower = (list: string[]) => list.map((w) => w.toLowerCase());
  if (lower(words.email).some((w) => own.has(w))) return 'email';
  if (lower(words.name).some((w) => own.has(w))) return 'name';
  return 'guessable';
}
