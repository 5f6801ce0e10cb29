/**
 * A small reader of the HTML the site's renderers write (React's server output: quoted
 * attributes, escaped text, void elements closed or not), enough for the health checks to find
 * elements, their attributes and the text a screen reader would read. Not a general HTML parser.
 */
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text with its character references read ("&amp;" → "&", "&#x27;" → "'"). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#')
      return String.fromCodePoint(
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)),
      );
    return entities[ref.toLowerCase()] ?? whole;
  });
}

const tagPattern =
  /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
const attrPattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The elements and text of `html`, under a root element. */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [] };
  const open: HtmlElement[] = [root];
  const top = () => open[open.length - 1] ?? root;
  let last = 0;
  for (const match of html.matchAll(tagPattern)) {
    const text = html.slice(last, match.index);
    if (text) top().children.push(decodeEntities(text));
    last = match.index + match[0].length;
    const [, closing, opening, attrText = '', selfClosing] = match;
    if (closing) {
      const name = closing.toLowerCase();
      const at = open.findLastIndex((e) => e.tag === name);
      if (at > 0) open.length = at;
    } else if (opening) {
      const attrs: Record<string, string> = {};
      for (const [, name = '', a, b, c] of attrText.matchAll(attrPattern))
        attrs[name.toLowerCase()] = decodeEntities(a ?? b ?? c ?? '');
      const element: HtmlElement = { tag: opening.toLowerCase(), attrs, children: [] };
      top().children.push(element);
      if (!selfClosing && !voidTags.has(element.tag)) open.push(element);
      // Script and style contents are not text anyone reads.
      if (element.tag === 'script' || element.tag === 'style') {
        const end = html.indexOf(`</${element.tag}`, last);
        last = end === -1 ? html.length : end;
      }
    }
  }
  const rest = html.slice(last);
  if (rest) top().children.push(decodeEntities(rest));
  return root;
}

/** Every element under `node`, in document order. */
export function* elementsOf(node: HtmlElement): Generator<HtmlElement> {
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** Whether assistive technology skips the element and everything in it. */
export const hiddenFromReaders = (element: HtmlElement) =>
  element.attrs['aria-hidden'] === 'true' || 'hidden' in element.attrs;

/**
 * The words a screen reader says for an element by its content: its text and its images' alt
 * text, without what is hidden from readers (accessible name computation, in short).
 */
export function readableText(node: HtmlElement): string {
  const parts: string[] = [];
  const visit = (n: HtmlNode) => {
    if (typeof n === 'string') parts.push(n);
    else if (hiddenFromReaders(n)) return;
    else if (n.tag === 'img') parts.push(n.attrs.alt ?? '');
    else if (n.attrs['aria-label']) parts.push(` ${n.attrs['aria-label']} `);
    else n.children.forEach(visit);
  };
  node.children.forEach(visit);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
