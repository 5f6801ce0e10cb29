import { useMemo } from 'react';

/**
 * The items' keys as an array that keeps its identity while the keys and their order stay the
 * same: dnd-kit's SortableContext re-renders every row when its `items` array changes.
 */
export function useStableKeys(items: readonly { key: string }[]): string[] {
  // JSON text identifies the key list exactly, whatever characters the keys hold.
  const text = JSON.stringify(items.map((item) => item.key));
  return useMemo(() => items.map((item) => item.key), [text]); // eslint-disable-line react-hooks/exhaustive-deps
}
