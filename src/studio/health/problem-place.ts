import { blockTypeName } from '../blocks-panel/block-catalog';
import { fieldPlace, pointerParts } from '../form/field-place';
import { labelFor } from '../form/labels';
import { getAt } from '../form/json-pointer';

/** Where a problem is, for people: "Block 3 (Feature grid) › Cards › 2 › Title". */
export function problemPlace(page: unknown, pointer: string): string {
  const parts = pointerParts(pointer);
  if (parts[0] !== 'blocks' || parts[1] === undefined)
    return parts.length ? parts.map(labelFor).join(' › ') : 'Page';
  const index = Number(parts[1]);
  const type = getAt(page, ['blocks', index, 'type']);
  const block = `Block ${index + 1} (${blockTypeName(typeof type === 'string' ? type : 'unknown')})`;
  return parts.length > 2 ? `${block} › ${fieldPlace(parts.slice(2))}` : block;
}
