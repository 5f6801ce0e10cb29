import { dictionary } from '@zxcvbn-ts/language-common';
import type { Site } from '../../app/site-schema';
import { predictablePattern } from './password-patterns';
import { guessability, strengthEstimator } from './password-strength';

// Sign-up password rules after NIST SP 800-63B: length (in the field's schema), and a check
// against values known to be guessed first: repetitions, sequences, common and breached
// passwords, and words of this context (the company, its place, the person). No composition
// rules ("one digit, one symbol"): they make passwords harder to remember, not to guess. What
// passes these named checks is then estimated as a whole (password-strength.ts), which finds
// what they miss: look-alikes with a year ("Dr@gon2024"), the person's whole e-mail address.

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** What a password is compared with besides the common list; built once from the site config. */
export interface PasswordContext {
  /** Fewest characters of a sign-up password (the sign-up form's password field). */
  minLength: number;
  company: string;
  /** Lower-case parts of the company name and the site's host name, e.g. "aruvi". */
  companyWords: string[];
  /** Place names of the company's address by lower-case spelling without spaces. */
  places: Map<string, string>;
}

// Words of a company name that are no one's in particular ("Aruvi Technologies" → "aruvi").
const generic = new Set(
  'technologies technology tech solutions services software systems infotech digital company group private limited pvt ltd llp inc corp'.split(
    ' ',
  ),
);

const words = (text: string, shortest = 4) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= shortest);

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The words of the site config a password must not be built on. */
export function passwordContext(site: Site): PasswordContext {
  const host = new URL(site.url).hostname.split('.').slice(0, -1);
  const { name, address } = site.company;
  const companyWords = [squash(name), ...words(name), ...host.filter((l) => l !== 'www')].filter(
    (w) => w.length >= 4 && !generic.has(w),
  );
  const places = new Map<string, string>();
  for (const place of [address.locality, address.region, address.country]) {
    places.set(squash(place), place);
    for (const word of words(place)) places.set(word, place);
  }
  // Built at start, so the first sign-up does not wait for the estimator's dictionaries.
  strengthEstimator();
  const field = site.forms.signup.fields.find((f) => f.type === 'password');
  const minLength = field?.type === 'password' ? Math.max(8, field.minLength) : 8;
  return { minLength, company: name, companyWords: [...new Set(companyWords)], places };
}

// Letters written as look-alike digits and symbols: "p@ssw0rd", "ch3nna1".
const lookAlikes: [RegExp, string][] = [
  [/[@4]/g, 'a'],
  [/3/g, 'e'],
  [/0/g, 'o'],
  [/[$5]/g, 's'],
  [/7/g, 't'],
];
/** A lower-case password as written and with look-alikes read as letters ("1" as i and as l). */
function spellings(password: string): string[] {
  const plain = lookAlikes.reduce((text, [from, to]) => text.replace(from, to), password);
  return [...new Set([password, plain.replace(/[1!]/g, 'i'), plain.replace(/1/g, 'l')])];
}

/** The word a password is built on, without the digits and symbols around it ("Monkey@123"). */
const core = (spelling: string) => squash(spelling.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));

const retry = 'Please choose another.';
const messages = {
  repeat: `A password that repeats one character or a short group (like aaaaaaaa) is easy to guess. ${retry}`,
  sequence: `A password made of a sequence (like abcdefgh, 12345678 or qwertyui) is easy to guess. ${retry}`,
  common: `This password is one of the most common ones. ${retry}`,
  decorated: `This is a common password with a few digits or symbols added, which is easy to guess. ${retry}`,
  company: (name: string) =>
    `A password containing our name (${name}) or part of it is easy to guess. ${retry}`,
  name: `A password built on your name is easy to guess. ${retry}`,
  email: `A password built on your e-mail address is easy to guess. ${retry}`,
  guessable: `This password is easy to guess: it follows a pattern that password-guessing programs try early, such as a common word with letters swapped for look-alikes and a number or year added. ${retry}`,
  place: (place: string) =>
    `A place name (${place}) with a few digits or symbols added is easy to guess. ${retry}`,
};

/**
 * Why a new password is refused, as the message shown under the password field, or undefined
 * when it is fine. `person` is who signs up: their name and e-mail address.
 *
 * The company's name is refused anywhere in a password. A person's name or a place is refused
 * when what is left without it is shorter than the shortest password allowed ("Meena@1990",
 * "chennai123"), since it adds next to nothing for someone who knows whose account it is; a
 * passphrase that merely has such a word in it ("a long walk in Chennai") is fine.
 */
export function passwordProblem(
  password: string,
  context: PasswordContext,
  person: { name: string; email: string },
): string | undefined {
  const lower = password.toLowerCase();
  const variants = spellings(lower);
  const shortWithout = (list: string[]) =>
    variants.some((v) => {
      const rest = list.reduce((text, word) => text.replaceAll(word, ''), v);
      return rest !== v && [...rest].length < context.minLength;
    });
  const [local = ''] = person.email.toLowerCase().split('@');
  const own = (text: string) => [squash(text), ...words(text, 3)].filter((w) => w.length >= 3);

  const pattern = predictablePattern(lower);
  if (pattern) return messages[pattern];
  if (common.has(lower)) return messages.common;
  if (context.companyWords.some((w) => variants.some((v) => v.includes(w))))
    return messages.company(context.company);
  if (shortWithout(own(person.name))) return messages.name;
  // The whole address too, however long (the estimator judges only the start of a password).
  const address = person.email.toLowerCase();
  if (shortWithout(own(local)) || (address && lower.includes(address))) return messages.email;
  if (shortWithout([...context.places.keys()])) {
    const [, place = ''] =
      [...context.places].find(([word]) => variants.some((v) => v.includes(word))) ?? [];
    return messages.place(place);
  }
  const cores = variants.map(core).filter((c) => c.length >= 3);
  if (cores.some((c) => common.has(c))) return messages.decorated;
  const weakness = guessability(password, {
    name: own(person.name),
    email: [person.email, local, ...own(local)],
    site: [...context.companyWords, ...context.places.keys()],
  });
  return weakness && messages[weakness];
}
