import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { RowControl } from './row-actions';

/** Where focus should go once the editor has applied a row's action to the items. */
export type PendingFocus =
  | { kind: 'moved'; key: string; control: RowControl }
  | { kind: 'removed'; key: string; index: number };

const rowOf = (list: HTMLElement, key: string) =>
  Array.from(list.children).find(
    (row): row is HTMLElement => row instanceof HTMLElement && row.dataset.key === key,
  );

/**
 * Keeps keyboard users in place: after a move, focus stays on the same button of the moved
 * row; after a removal, it goes to the block that took the removed one's place (or "Add block").
 * Returns the ref a row action fills just before calling the editor.
 */
export function useFocusAfterChange(
  items: readonly { key: string }[],
  listRef: RefObject<HTMLOListElement | null>,
  fallbackRef: RefObject<HTMLElement | null>,
) {
  const pending = useRef<PendingFocus | null>(null);
  useLayoutEffect(() => {
    const want = pending.current;
    const list = listRef.current;
    pending.current = null;
    if (!want || !list) return;
    let target: Element | null | undefined;
    if (want.kind === 'moved') {
      target = rowOf(list, want.key)?.querySelector(`[data-control="${want.control}"]`);
    } else if (!rowOf(list, want.key)) {
      const rows = list.children;
      const row = rows[Math.min(want.index, rows.length - 1)];
      target = row ? row.querySelector('[data-control="select"]') : fallbackRef.current;
    }
    if (target instanceof HTMLElement && document.activeElement !== target) target.focus();
  }, [items, listRef, fallbackRef]);
  return pending;
}
