// One normalisation for every text a visitor sends: the browser's form schema and every API
// endpoint run these same functions, so what is checked, stored and e-mailed is the same text.
// Plain regular expressions only (no Unicode tables shipped): the forms chunk stays small.

/** Line breaks of every kind: CRLF, CR, LF, NEL and the Unicode line and paragraph separators. */
const lineBreaks = /\r\n|[\n\r\u0085\u2028\u2029]/g;

// C0 and C1 controls and DEL; tab, line feed and carriage return are dealt with before, per
// kind of field.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

// Characters that show nothing and change how text around them is read: soft hyphen, Arabic
// letter mark, Mongolian vowel separator, zero-width space, LRM/RLM, bidi embeddings, overrides
// and isolates, word joiner and invisible operators, Hangul fillers (used for "blank" names),
// BOM, interlinear annotations, musical formatting and the language tag.
const invisible =
  /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0001}]/gu;

// Tag characters are kept only where emoji need them: a subdivision flag (🏴 + tags + cancel tag).
const tags = /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|[\u{E0020}-\u{E007F}]/gu;

// Variation selectors choose how the character before them looks (❤ or ❤️); before nothing
// they select nothing.
const orphanSelectors = /(^|\s)[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]+/gu;

const printable = /^[\x20-\x7E]*$/;
const printableLines = /^[\x20-\x7E\n]*$/;

const joiners = /[\u200C\u200D]+/g;
const mark = /\p{M}/u;
const letter = /\p{L}/u;
const latin = /\p{Script=Latin}/u;
const emojiPart = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;

const charBefore = (text: string, at: number) => {
  const code = text.charCodeAt(at - 1);
  return code >= 0xdc00 && code <= 0xdfff ? text.slice(at - 2, at) : text.slice(at - 1, at);
};
const charFrom = (text: string, at: number) => String.fromCodePoint(text.codePointAt(at) ?? 32);

/**
 * ZWJ and ZWNJ are needed inside words of Indic, Arabic and Persian scripts (க்‍ஷ, क्‍ष, می‌خواهم)
 * and inside emoji sequences (👩‍💻), so they stay between two characters of those kinds. Anywhere
 * else (at an edge, beside a space, inside a Latin word) they only hide or disguise text.
 */
function keepJoiner(before: string, after: string): boolean {
  if (emojiPart.test(before) && emojiPart.test(after)) return true;
  const joinsAfter = letter.test(before) ? !latin.test(before) : mark.test(before);
  return joinsAfter && (letter.test(after) || mark.test(after));
}

/**
 * Normalises a text field's value: line breaks and tabs become "\n" and "\t" in a multi-line
 * field and spaces in a one-line field; other control characters and invisible formatting
 * characters are removed; stray joiners and variation selectors too; the result is in NFC.
 */
export function normaliseText(value: string, { multiline }: { multiline: boolean }): string {
  // Most of what visitors type is printable ASCII, which holds nothing to remove or recompose.
  if ((multiline ? printableLines : printable).test(value)) return value;
  const lines = multiline
    ? value.replace(lineBreaks, '\n')
    : value.replace(lineBreaks, ' ').replaceAll('\t', ' ');
  const visible = lines
    .replace(controls, '')
    .replace(invisible, '')
    .replace(tags, (_, flag: string | undefined) => flag ?? '')
    .replace(orphanSelectors, '$1');
  return visible
    .replace(joiners, (run: string, at: number, whole: string) =>
      keepJoiner(charBefore(whole, at), charFrom(whole, at + run.length)) ? run.charAt(0) : '',
    )
    .normalize('NFC');
}

/**
 * A password is only brought to NFC, so the same characters typed on two keyboards match; no
 * character is removed: it is the secret the person chose, and removing some would let two
 * different passwords open the same account.
 */
export function normalisePassword(value: string): string {
  return value.normalize('NFC');
}

/**
 * Whether a text holds half of a surrogate pair. JSON can carry one ("\ud800"); it is no
 * character at all, would be stored as garbage and turns into U+FFFD when encoded to UTF-8.
 */
export function hasLoneSurrogate(value: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

// Segments of letters, digits and "&_.~%-", separated by single slashes: no "//" (another host
// to a browser), no "\", scheme, space, control or invisible character. Linear to match.
const sitePath = /^\/(?:[A-Za-z0-9&_.~%-]+(?:\/[A-Za-z0-9&_.~%-]+)*\/?)?$/;

/** Whether `value` looks like the path of a page of this site, as a browser's location has it. */
export function isSitePath(value: string): boolean {
  return sitePath.test(value);
}
