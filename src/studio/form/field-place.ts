import { labelFor } from './labels';

/**
 * Where a value is inside a block (or the page), as the form names it: the fields' labels and
 * items counted from 1, e.g. the parts of "/cards/3/title" → "Cards › 4 › Title".
 */
export function fieldPlace(parts: readonly string[]): string {
  return parts.map((p) => (/^\d+$/.test(p) ? String(Number(p) + 1) : labelFor(p))).join(' › ');
}

/** The parts of a JSON Pointer: "/cards/3/title" → ["cards", "3", "title"]. */
export const pointerParts = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
