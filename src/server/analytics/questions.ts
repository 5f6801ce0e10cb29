/** How long a kept question may be. */
const longest = 160;

/**
 * The words of a question the chat assistant could not answer, as kept for content gaps: what
 * could name or reach a person is taken out (addresses, links, e-mail addresses, phone and
 * other numbers of four digits or more), the rest lowercased and its spaces folded, at most
 * 160 characters. Undefined when no words are left.
 */
export function questionWords(message: string): string | undefined {
  const words = message
    .normalize('NFKC')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\+?\d[\d\s().-]{3,}\d/g, ' ')
    .replace(/\d{4,}/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\p{L}/u.test(words)) return undefined;
  return words.slice(0, longest).trim();
}
