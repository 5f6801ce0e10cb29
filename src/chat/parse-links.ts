/** A run of reply text: plain words, or a link the assistant gave. */
export type Segment = { text: string } | { text: string; href: string };

// One level of parentheses is allowed inside the target, so `(javascript:x(1))` is one link.
const linkPattern = /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/**
 * Only links to this site's pages, phone, e-mail and https sites become links; anything else
 * (javascript:, data:, protocol-relative) stays as its label. Text is never parsed as HTML.
 */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|tel:\+?[0-9]+$|mailto:[^\s@]+@[^\s@]+$|https:\/\/)/.test(href);
}

/** Splits a reply into text and `[label](href)` links. */
export function parseLinks(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) out.push({ text: text.slice(last, match.index) });
    out.push(isSafeHref(href) ? { text: label, href } : { text: label });
    last = match.index + whole.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
