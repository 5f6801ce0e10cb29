import { isRecord } from './is-record';

/**
 * Texts drafted from a brief stay marked until a person edits or accepts them. A mark names the
 * text, not its place: a text edited no longer occurs, so its mark ends, and moving or removing
 * a block needs no bookkeeping. The studio and the server both read marks this way.
 */

/** Every text (string) of a page at any depth, as often as it occurs. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (isRecord(value)) return Object.values(value).flatMap(textsOf);
  return [];
}

/** The texts of `marked` that `page` still holds unedited, each once. */
export function stillMarked(page: unknown, marked: Iterable<string>): string[] {
  const texts = new Set(textsOf(page));
  return [...new Set(marked)].filter((text) => texts.has(text));
}
