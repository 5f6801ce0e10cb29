import { isRecord } from '../../schema/is-record';
import type { Layout } from './file-layout';

/** The line width the repository's Prettier configuration uses; files must pass its check. */
export const printWidth = 100;

/**
 * The one-line form of a value, or undefined when it holds an object with keys that is not
 * written on one line in the file being rewritten (a new object is always expanded).
 */
function flat(value: unknown, layout: Layout | undefined): string | undefined {
  if (Array.isArray(value)) {
    const layouts = layout?.items(value);
    const items = value.map((item, i) => flat(item, layouts?.[i]));
    return items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (isRecord(value)) {
    const keys = keyOrder(value, layout);
    if (keys.length === 0) return '{}';
    if (!layout?.inline) return undefined;
    const members = keys.map((key) => {
      const item = flat(value[key], layout.member(key));
      return item === undefined ? undefined : `${JSON.stringify(key)}: ${item}`;
    });
    return members.every((m) => m !== undefined) ? `{ ${members.join(', ')} }` : undefined;
  }
  return JSON.stringify(value);
}

// Prettier always breaks a list of two or more lists or objects that each have two or more
// entries (a matrix stays readable), whatever the width.
function isMatrix(list: unknown[]): boolean {
  return (
    list.length > 1 &&
    list.every(
      (item) =>
        (Array.isArray(item) && item.length > 1) ||
        (isRecord(item) && Object.keys(item).length > 1),
    )
  );
}

/**
 * An object's keys as they are written: in the file's order while it has them, a new key after
 * the one it follows in `value` (which is in schema order), so the existing lines stay put.
 */
function keyOrder(value: Record<string, unknown>, layout: Layout | undefined): string[] {
  const keys = Object.keys(value);
  if (!layout) return keys;
  const order = layout.keys.filter((key) => Object.hasOwn(value, key));
  keys.forEach((key, i) => {
    if (order.includes(key)) return;
    const before = keys.slice(0, i).findLast((k) => order.includes(k));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });
  return order;
}

/**
 * Prints a JSON value as Prettier formats a JSON file written with every object expanded: two
 * spaces, one key per line, and a list of plain values on one line when it fits the width.
 * `column` is where the value starts on its line, `after` what follows it there (a comma).
 * With the `layout` of the file being rewritten, what did not change keeps its text, and the
 * rest keeps the file's key order, its objects on one line (while they fit) and blank lines.
 */
export function printJson(
  value: unknown,
  indent = '',
  column = 0,
  after = 0,
  layout?: Layout,
): string {
  const kept = layout?.same(value, column, after);
  if (kept !== undefined) return kept;
  const inner = `${indent}  `;
  const entry = (text: string, blank: boolean | undefined) => `${blank ? '\n' : ''}${inner}${text}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const oneLine = flat(value, layout);
    if (oneLine !== undefined && !isMatrix(value) && column + oneLine.length + after <= printWidth)
      return oneLine;
    const layouts = layout?.items(value);
    const items = value.map((item, i) => {
      const last = i === value.length - 1;
      const text = printJson(item, inner, inner.length, last ? 0 : 1, layouts?.[i]);
      return entry(text, layouts?.[i]?.blankBefore);
    });
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  if (isRecord(value)) {
    const keys = keyOrder(value, layout);
    if (keys.length === 0) return '{}';
    const oneLine = flat(value, layout);
    if (oneLine !== undefined && column + oneLine.length + after <= printWidth) return oneLine;
    const lines = keys.map((key, i) => {
      const head = `${inner}${JSON.stringify(key)}: `;
      const member = layout?.member(key);
      const last = i === keys.length - 1;
      const text = printJson(value[key], inner, head.length, last ? 0 : 1, member);
      return entry(`${JSON.stringify(key)}: ${text}`, member?.blankBefore);
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
