/**
 * Link and button words that say nothing on their own, in a list of links a screen reader reads
 * out or in a search engine's view of the link (WCAG 2.4.4; Google's link text guidance).
 */
const vague = new Set([
  'click',
  'click here',
  'click this',
  'continue',
  'details',
  'find out more',
  'go',
  'here',
  'learn more',
  'link',
  'more',
  'more details',
  'more info',
  'more information',
  'read more',
  'see more',
  'this',
  'this link',
  'this page',
]);

/** Whether `text` means nothing without what is around it ("Click here", "Read more…"). */
export function isVagueLinkText(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words === '' || vague.has(words);
}
