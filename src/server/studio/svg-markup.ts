/** Why an SVG's text was refused before its content could be judged. */
export class SvgRefusal extends Error {}

/** An element as the browser's XML parser sees it: names as written, values decoded. */
export interface SvgElement {
  name: string;
  /** The namespace its name resolves to in its scope; undefined for none. */
  namespace: string | undefined;
  attributes: { name: string; value: string }[];
  /** Its text, for the elements whose text matters (style sheets); decoded, CDATA included. */
  text: string;
}

const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its character and entity references replaced, as the parser would. */
function decode(raw: string): string {
  return raw.replace(/&([^;&<]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new SvgRefusal('it contains an "&" that starts no reference');
    const code = /^#x[0-9a-f]+$/i.test(ref)
      ? parseInt(ref.slice(2), 16)
      : /^#[0-9]+$/.test(ref)
        ? parseInt(ref.slice(1), 10)
        : undefined;
    if (code === undefined) {
      // Any other entity comes from a DOCTYPE's declarations, which are refused.
      const char = predefined[ref];
      if (char === undefined) throw new SvgRefusal(`it uses an undeclared entity (&${ref};)`);
      return char;
    }
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      throw new SvgRefusal(`it contains an invalid character reference (&${ref};)`);
    return String.fromCodePoint(code);
  });
}

const name = String.raw`[A-Za-z_][\w.:-]*`;
const openTag = new RegExp(String.raw`<(${name})`, 'y');
const attribute = new RegExp(String.raw`\s+(${name})\s*=\s*(?:"([^"<]*)"|'([^'<]*)')`, 'y');
const tagEnd = /\s*(\/?)>/y;
const closeTag = new RegExp(String.raw`</(${name})\s*>`, 'y');
const declaration = /^\uFEFF?<\?xml\s[^?]*\?>/;

/** The namespace declarations of `attributes` added to the `inherited` ones. */
function scopeOf(inherited: Map<string, string>, attributes: SvgElement['attributes']) {
  const scope = new Map(inherited);
  for (const { name: key, value } of attributes) {
    if (key === 'xmlns') scope.set('', value);
    else if (key.startsWith('xmlns:')) scope.set(key.slice(6), value);
  }
  return scope;
}

function resolve(scope: Map<string, string>, qualified: string): string | undefined {
  const colon = qualified.indexOf(':');
  if (colon < 0) return scope.get('') || undefined;
  const namespace = scope.get(qualified.slice(0, colon));
  if (!namespace) throw new SvgRefusal(`<${qualified}> has an undeclared prefix`);
  return namespace;
}

/** What follows `<!` or `<?` at `at`: a comment, CDATA, or a DOCTYPE without declarations. */
function markupEnd(text: string, at: number): { end: number; cdata?: string } {
  const until = (marker: string, from: number, what: string) => {
    const end = text.indexOf(marker, from);
    if (end < 0) throw new SvgRefusal(`it has an unclosed ${what}`);
    return end + marker.length;
  };
  if (text.startsWith('<!--', at)) return { end: until('-->', at + 4, 'comment') };
  if (text.startsWith('<![CDATA[', at)) {
    const end = until(']]>', at + 9, 'CDATA section');
    return { end, cdata: text.slice(at + 9, end - 3) };
  }
  if (text.startsWith('<!DOCTYPE', at)) {
    const end = until('>', at, 'DOCTYPE');
    if (text.slice(at, end).includes('['))
      throw new SvgRefusal('its DOCTYPE declares entities, which can hide markup');
    return { end };
  }
  if (text.startsWith('<?', at))
    throw new SvgRefusal('it contains a processing instruction (<?…?>), e.g. a style sheet');
  throw new SvgRefusal(
    `it contains markup the studio does not read ("${text.slice(at, at + 12)}")`,
  );
}

/**
 * Every element of an SVG file's text, in document order, read as strictly as a browser's XML
 * parser: anything this reader does not understand (another encoding, a processing instruction,
 * entity declarations, a malformed tag, a mismatched end tag) is refused rather than guessed at.
 */
export function readSvgElements(text: string): SvgElement[] {
  const encoding = declaration.exec(text)?.[0].match(/encoding\s*=\s*["']([^"']*)["']/)?.[1];
  if (encoding !== undefined && !/^utf-?8$/i.test(encoding))
    throw new SvgRefusal(`it declares the encoding ${encoding}; only UTF-8 is accepted`);
  const elements: SvgElement[] = [];
  const open: { element: SvgElement; scope: Map<string, string> }[] = [];
  let at = declaration.exec(text)?.[0].length ?? 0;
  while (at < text.length) {
    const next = text.indexOf('<', at);
    const chunk = decode(text.slice(at, next < 0 ? text.length : next));
    const parent = open.at(-1);
    if (parent) parent.element.text += chunk;
    else if (chunk.trim() !== '') throw new SvgRefusal('it has text outside its <svg> element');
    if (next < 0) break;
    at = next;
    if (text.startsWith('<!', at) || text.startsWith('<?', at)) {
      const { end, cdata } = markupEnd(text, at);
      if (cdata !== undefined && parent) parent.element.text += cdata;
      at = end;
      continue;
    }
    closeTag.lastIndex = at;
    const close = closeTag.exec(text);
    if (close) {
      if (open.pop()?.element.name !== close[1])
        throw new SvgRefusal(`its </${close[1]}> closes no element of that name`);
      at = closeTag.lastIndex;
      continue;
    }
    openTag.lastIndex = at;
    const tag = openTag.exec(text);
    if (!tag) throw new SvgRefusal(`it contains a malformed tag ("${text.slice(at, at + 12)}")`);
    at = openTag.lastIndex;
    const attributes: SvgElement['attributes'] = [];
    for (;;) {
      attribute.lastIndex = at;
      const found = attribute.exec(text);
      if (!found) break;
      attributes.push({ name: found[1]!, value: decode(found[2] ?? found[3] ?? '') });
      at = attribute.lastIndex;
    }
    tagEnd.lastIndex = at;
    const end = tagEnd.exec(text);
    if (!end) throw new SvgRefusal(`its <${tag[1]}> tag is malformed`);
    at = tagEnd.lastIndex;
    if (!parent && elements.length > 0) throw new SvgRefusal('it has more than one root element');
    const scope = scopeOf(parent?.scope ?? new Map(), attributes);
    const element = { name: tag[1]!, namespace: resolve(scope, tag[1]!), attributes, text: '' };
    elements.push(element);
    if (end[1] !== '/') open.push({ element, scope });
  }
  if (open.length > 0) throw new SvgRefusal(`its <${open.at(-1)?.element.name}> is never closed`);
  if (elements.length === 0) throw new SvgRefusal('it has no <svg> element');
  return elements;
}
