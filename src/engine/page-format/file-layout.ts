import { getNodeValue, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { isRecord } from '../../schema/is-record';

/**
 * What the printer keeps of a value as the file being rewritten holds it: its text while it is
 * unchanged, the file's key order, objects written on one line, blank lines between entries.
 */
export interface Layout {
  /** The file's own text of the value, while it is still `value` and sits where it did. */
  same(value: unknown, column: number, after: number): string | undefined;
  /** An object written on one line, which the formatter keeps on one line while it fits. */
  inline: boolean;
  /** A blank line before this entry, which the formatter keeps. */
  blankBefore: boolean;
  /** An object's keys in the file's order. */
  keys: readonly string[];
  member(key: string): Layout | undefined;
  /** The layouts of a list's new items: each unchanged item, and the changed ones in between. */
  items(next: readonly unknown[]): (Layout | undefined)[];
}

/** Whether two JSON values are equal, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameJson(item, b[i]))
    );
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return false;
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
    );
  }
  return a === b;
}

// A changed list keeps the layout of its unchanged first and last items; those between are
// paired in order, so an edited item keeps its own (an object written on one line stays so).
function alignItems(old: readonly Node[], next: readonly unknown[]): (Node | undefined)[] {
  const values = old.map(getNodeValue);
  let head = 0;
  while (head < old.length && head < next.length && sameJson(values[head], next[head])) head++;
  let tail = 0;
  while (
    tail < old.length - head &&
    tail < next.length - head &&
    sameJson(values[old.length - 1 - tail], next[next.length - 1 - tail])
  )
    tail++;
  return next.map((_, i) => {
    if (i < head) return old[i];
    if (i >= next.length - tail) return old[old.length - (next.length - i)];
    return i - head < old.length - head - tail ? old[i] : undefined;
  });
}

// A new object in a list is written as the item before it is (else the one after it): on one
// line among the config's one-line links, expanded among expanded ones.
const newInline: Layout = {
  same: () => undefined,
  inline: true,
  blankBefore: false,
  keys: [],
  member: () => undefined,
  items: (next) => next.map(() => undefined),
};

function neighbour<T>(list: readonly (T | undefined)[], i: number): T | undefined {
  return list.slice(0, i).findLast((x) => x !== undefined) ?? list.slice(i).find((x) => x);
}

function layoutOf(node: Node, text: string, blankBefore = false): Layout {
  const start = node.offset;
  const end = node.offset + node.length;
  const column = start - (text.lastIndexOf('\n', start - 1) + 1);
  const after = /^\s*,/.test(text.slice(end)) ? 1 : 0;
  const properties = node.type === 'object' ? (node.children ?? []) : [];
  // Keys of the file's properties, and a blank line before one when the text since the previous
  // entry (or the opening brace) holds two line breaks.
  const entries = (node.children ?? []).map((child, i, all) => {
    const from = i === 0 ? start + 1 : all[i - 1]!.offset + all[i - 1]!.length;
    const gap = text.slice(from, child.offset);
    return { child, blank: i > 0 && /\n[ \t]*\r?\n/.test(gap) };
  });
  const first = properties[0];
  return {
    same: (value, at, follows) =>
      at === column && follows === after && sameJson(value, getNodeValue(node))
        ? text.slice(start, end)
        : undefined,
    inline:
      node.type === 'object' && first !== undefined && !/\n/.test(text.slice(start, first.offset)),
    blankBefore,
    keys: properties.map((p) => String(p.children?.[0]?.value)),
    member: (key) => {
      const found = entries.find(({ child }) => child.children?.[0]?.value === key);
      const value = found?.child.children?.[1];
      return found && value ? layoutOf(value, text, found.blank) : undefined;
    },
    items: (next) => {
      if (node.type !== 'array') return next.map(() => undefined);
      const blank = new Map(entries.map((e) => [e.child, e.blank]));
      const layouts = alignItems(node.children ?? [], next).map((item) =>
        item ? layoutOf(item, text, blank.get(item)) : undefined,
      );
      return layouts.map((layout, i) =>
        layout || !isRecord(next[i])
          ? layout
          : neighbour(layouts, i)?.inline
            ? newInline
            : undefined,
      );
    },
  };
}

/** The layout of a JSON file's text, or undefined when it does not parse as plain JSON. */
export function fileLayout(text: string): Layout | undefined {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  return root && errors.length === 0 ? layoutOf(root, text) : undefined;
}
