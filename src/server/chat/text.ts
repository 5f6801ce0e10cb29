/**
 * How the assistant turns text into search terms, for the index and for questions alike:
 * lower case, common English words dropped, plurals folded, and hyphenated or dotted words
 * ("e-commerce", "node.js") indexed both joined and in parts so either spelling matches.
 */

const stopWords = new Set(
  `a about above after again all also am an and any are as at be been being both but by can
  could did do does doing don done each etc few for from get give had has have having he her
  here hers him his how i if im in into is it its just know let lets like looking make may me
  might more most much must my need no not now of off on once one only or other our ours out
  over own please provide same shall she should so some such tell than that the their them then
  there these they this those through to too up us very want was we were what when where which
  while who whom whose why will with would yes you your yours offer offers hi hello hey thanks
  thank kindly really recommend suggest build create work use using able possible someone
  something anything best good great help used uses get got go going come see say way
  thing lot many well even still yet ever every actually currently dont doesnt didnt isnt
  arent wasnt werent cant couldnt wont wouldnt shouldnt havent hasnt ive youre
  send sent add existing u ur urs wat pls plz pl happen happens happened`.split(/\s+/),
);

const wordPattern = /[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu;

/** Splits text into words; "e-commerce" yields "ecommerce", "e" and "commerce". */
export function tokenize(text: string): string[] {
  // An e-mail address or a web address is not words: "hello@acme.example" says nothing about
  // examples.
  const plain = text
    .replace(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ')
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '');
  const out: string[] = [];
  for (const [word] of plain.matchAll(wordPattern)) {
    const parts = word.split(/[-.]/);
    if (parts.length > 1) out.push(parts.join(''));
    out.push(...parts);
  }
  return out;
}

/** Folds a plural to its singular: "developers" → "developer", "companies" → "company". */
export function singular(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 4 && /(ches|shes|sses|xes)$/.test(term)) return term.slice(0, -2);
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/**
 * The forms a word ending in -ing or -ed may come from, most likely first: "starting" → "start",
 * "starte"; "hosted" → "host", "hoste"; "running" → "runn", "runne", "run". The search takes the
 * first one some page uses, so a question's "starting" finds a page's "start" (a page's
 * "starting" is already found from "start", as a prefix).
 */
export function stemsOf(term: string): string[] {
  const suffix = /(ing|ed)$/.exec(term)?.[0];
  if (!suffix || term.length - suffix.length < 3) return [];
  const base = term.slice(0, -suffix.length);
  const stems = [base, `${base}e`];
  if (/([b-df-hj-np-tv-z])\1$/.test(base)) stems.push(base.slice(0, -1));
  return stems;
}

/** The search term for a word, or null for a word too common to tell pages apart. */
export function processTerm(word: string): string | null {
  const term = word.toLowerCase();
  if (term.length < 2 || stopWords.has(term)) return null;
  return singular(term);
}

/** The distinct search terms of a text. */
export function termsOf(text: string): string[] {
  const terms = tokenize(text).flatMap((w) => processTerm(w) ?? []);
  return [...new Set(terms)];
}
