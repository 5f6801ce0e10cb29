import { blockTypeName } from '../blocks-panel/block-catalog';
import { fieldPlace, pointerParts } from '../form/field-place';
import { labelFor } from '../form/labels';
import { getAt } from '../form/json-pointer';

/** Where a problem is, for people: "Block 3 (Feature grid) › Cards › 2 › Title". */
export function problemPlace(page: unknown, pointer: string): string {
  const parts = pointerParts(pointer);
  if (parts[0] === 'experiment') return testPlace(page, parts.slice(1));
  if (parts[0] !== 'blocks' || parts[1] === undefined)
    return parts.length ? parts.map(labelFor).join(' › ') : 'Page';
  const index = Number(parts[1]);
  const block = blockPlace(page, index);
  return parts.length > 2 ? `${block} › ${fieldPlace(parts.slice(2))}` : block;
}

function blockPlace(page: unknown, index: number): string {
  const type = getAt(page, ['blocks', index, 'type']);
  return `Block ${index + 1} (${blockTypeName(typeof type === 'string' ? type : 'unknown')})`;
}

/** Where a problem of the page's test is: "Block 1 (Hero), variant › Heading". */
function testPlace(page: unknown, parts: readonly string[]): string {
  const index = getAt(page, ['experiment', 'block']);
  const block = typeof index === 'number' ? blockPlace(page, index) : 'Tested block';
  if (parts[0] === 'variant')
    return parts.length > 1
      ? `${block}, variant › ${fieldPlace(parts.slice(1))}`
      : `${block}, variant`;
  if (parts[0] === 'split') return `${block}, visitors shown the variant`;
  return `${block}, the test`;
}
