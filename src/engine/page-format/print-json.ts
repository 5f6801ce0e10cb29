import { isRecord } from '../../schema/is-record';

/** The line width the repository's Prettier configuration uses; files must pass its check. */
export const printWidth = 100;

/** The one-line form of a value, or undefined when it holds an object with keys. */
function flat(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const items = value.map(flat);
    return items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (isRecord(value)) return Object.keys(value).length === 0 ? '{}' : undefined;
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
 * Prints a JSON value as Prettier formats a JSON file written with every object expanded: two
 * spaces, one key per line, and a list of plain values on one line when it fits the width.
 * `column` is where the value starts on its line, `after` what follows it there (a comma).
 */
export function printJson(value: unknown, indent = '', column = 0, after = 0): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const oneLine = flat(value);
    if (oneLine !== undefined && !isMatrix(value) && column + oneLine.length + after <= printWidth)
      return oneLine;
    const items = value.map(
      (item, i) => inner + printJson(item, inner, inner.length, i < value.length - 1 ? 1 : 0),
    );
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item], i) => {
      const head = `${inner}${JSON.stringify(key)}: `;
      return head + printJson(item, inner, head.length, i < entries.length - 1 ? 1 : 0);
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
