import { isRecord } from '../../schema/is-record';

/** A location in a page: object keys and array indexes from the root. */
export type Path = readonly (string | number)[];

/** The JSON Pointer of a path, as validation problems name it: ["blocks", 2, "title"] → "/blocks/2/title". */
export function toPointer(path: Path): string {
  return path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The value at a path, or undefined when any step is missing. */
export function getAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const part of path) {
    if (Array.isArray(value) && typeof part === 'number') value = value[part];
    else if (isRecord(value) && typeof part === 'string') value = value[part];
    else return undefined;
  }
  return value;
}

/**
 * A copy of `root` with the value at `path` replaced (or removed when `value` is undefined).
 * Only the objects along the path are copied: every other object keeps its identity, which lets
 * the preview and the block list skip what did not change.
 */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const object: Record<string, unknown> = isRecord(root) ? { ...root } : {};
  const next = setAt(object[head!], rest, value);
  if (next === undefined) delete object[head!];
  else object[head!] = next;
  return object;
}
