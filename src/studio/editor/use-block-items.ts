import { useMemo, useState } from 'react';
import type { BlockListItem } from '../blocks-panel/BlockList';
import { blockType } from '../form/block-specs';
import { clip } from '../form/item-label';
import { isRecord } from '../../schema/is-record';
import type { StudioProblem } from '../studio-api';

const namingKeys = ['heading', 'title', 'eyebrow', 'label', 'name'];

/** A block's name in the list: its heading or title, else nothing (the type name is shown). */
export function blockLabel(block: unknown): string {
  if (!isRecord(block)) return '';
  for (const key of namingKeys) {
    const value = block[key];
    if (typeof value === 'string' && value.trim()) return clip(value);
  }
  return '';
}

/** How many problems each block has, by index; those of its test count for the tested block. */
export function problemCounts(
  problems: readonly StudioProblem[],
  tested?: number,
): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (index: number) => counts.set(index, (counts.get(index) ?? 0) + 1);
  for (const { pointer } of problems) {
    const match = /^\/blocks\/(\d+)(\/|$)/.exec(pointer);
    if (match) add(Number(match[1]));
    else if (tested !== undefined && /^\/experiment(\/|$)/.test(pointer)) add(tested);
  }
  return counts;
}

/**
 * The block list's rows. A row whose block, position and problems did not change keeps its
 * object, so with 300 blocks a keystroke re-renders one row, not all of them.
 */
export function useBlockItems(
  blocks: readonly unknown[],
  keys: readonly string[],
  problems: readonly StudioProblem[],
  /** The block the page tests a version of, if any. */
  tested?: number,
): readonly BlockListItem[] {
  const [cache] = useState(() => new WeakMap<object, BlockListItem>());
  const [last, setLast] = useState<readonly BlockListItem[]>([]);
  const items = useMemo(() => {
    const counts = problemCounts(problems, tested);
    return blocks.map((block, i) => {
      const key = keys[i] ?? `missing-${i}`;
      const count = counts.get(i) ?? 0;
      const testing = i === tested;
      const cached = isRecord(block) ? cache.get(block) : undefined;
      if (cached && cached.key === key && cached.problems === count && cached.testing === testing)
        return cached;
      const item = {
        key,
        type: blockType(block) ?? 'unknown',
        label: blockLabel(block),
        problems: count,
        testing,
      };
      if (isRecord(block)) cache.set(block, item);
      return item;
    });
  }, [blocks, keys, problems, tested, cache]);
  // The same rows as before (an edit that changed no label): the same array, so the list skips.
  const same = items.length === last.length && items.every((item, i) => item === last[i]);
  if (!same) setLast(items);
  return same ? last : items;
}
