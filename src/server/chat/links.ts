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

/**
 * Filters a reply that arrives in pieces, as `keepAllowedLinks` filters a whole one: each call
 * gives the text that may be shown now. Text from a `[` that may still become a link is held
 * back until the link is complete (then kept or turned into its label) or the reply ends, so no
 * piece ever carries part of a link.
 */
export function allowedLinksAsWritten(allowed: (href: string) => boolean) {
  let raw = '';
  let shown = 0;
  const upTo = (end: number) => {
    const piece = keepAllowedLinks(raw.slice(shown, end), allowed);
    shown = end;
    return piece;
  };
  return {
    push(text: string): string {
      raw += text;
      let completeEnd = 0;
      for (const match of raw.matchAll(linkPattern)) completeEnd = match.index + match[0].length;
      const open = raw.indexOf('[', Math.max(completeEnd, shown));
      return upTo(open >= 0 ? open : raw.length);
    },
    end: () => upTo(raw.length),
  };
}
