import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  type Node,
  type ParseError,
  printParseErrorCode,
} from 'jsonc-parser';

/** A parsed JSON text that can tell the line and column of any JSON Pointer in it. */
export interface LocatedJson {
  value: unknown;
  locate(pointer: string): { line: number; col: number };
}

export type ParseResult =
  | { ok: true; json: LocatedJson }
  | {
      ok: false;
      /** The first syntax error only: the parser's later ones mostly follow from it. */
      errors: { line: number; col: number; message: string }[];
      /** What the tolerant parser made of the text, for checks of other files (may be wrong). */
      partial: unknown;
    };

/** Parses strict JSON (no comments, no trailing commas), keeping positions for error messages. */
export function parseLocatedJson(text: string): ParseResult {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const position = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - (lineStarts[lo] ?? 0) + 1 };
  };
  if (errors.length > 0 || !root) {
    // Parser recovery is guesswork: an unclosed string swallows the next line and the parser
    // then reports a missing comma there. Fixing the first error is what the author must do.
    const first = errors.slice(0, 1);
    return {
      ok: false,
      errors: first.map((e) => ({
        ...position(e.offset),
        message: `invalid JSON: ${describeParseError(printParseErrorCode(e.error))}`,
      })),
      partial: root ? getNodeValue(root) : undefined,
    };
  }
  return {
    ok: true,
    json: {
      value: JSON.parse(text),
      locate(pointer) {
        const node = nodeAt(root, pointer);
        // Point at the property name when there is one: that is where an editor puts the cursor.
        const target = node?.parent?.type === 'property' ? node.parent : node;
        return position(target?.offset ?? 0);
      },
    },
  };
}

function nodeAt(root: Node, pointer: string): Node | undefined {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  // Walk up to the deepest existing node: a missing field is reported where it should be.
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(root, segments.slice(0, n));
    if (node) return node;
  }
  return root;
}

function describeParseError(code: string): string {
  const text: Record<string, string> = {
    CommaExpected: 'a comma is missing between two items',
    ColonExpected: 'a colon ":" is missing after a field name',
    PropertyNameExpected: 'a field name in double quotes is expected (is there a trailing comma?)',
    ValueExpected: 'a value is expected (is there a trailing comma?)',
    CloseBraceExpected: 'a closing "}" is missing',
    CloseBracketExpected: 'a closing "]" is missing',
    EndOfFileExpected: 'unexpected text after the end of the document',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfString: 'a string is not closed with a double quote',
    InvalidSymbol: 'unexpected character (strings need double quotes)',
  };
  return text[code] ?? code;
}
