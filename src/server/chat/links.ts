/**
 * Replies carry links as markdown-style `[label](href)`; the chat panel turns them into real
 * links and never renders HTML. These helpers write such links and keep only the safe ones.
 */

/** A link in a reply; brackets in the label are dropped so the syntax stays unambiguous. */
export function mdLink(label: string, href: string): string {
  return `[${label.replace(/[[\]]/g, '')}](${href.replace(/[()\s]/g, '')})`;
}

// One level of parentheses is allowed inside the target, so `(javascript:x(1))` is one link.
const linkPattern = /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/**
 * Keeps the links of a text whose target passes `allowed` and turns the others into their
 * label: a language model's reply may only point at pages and contacts the site really has.
 */
export function keepAllowedLinks(text: string, allowed: (href: string) => boolean): string {
  return text.replace(linkPattern, (whole, label: string, href: string) =>
    allowed(href) ? whole : label,
  );
}
