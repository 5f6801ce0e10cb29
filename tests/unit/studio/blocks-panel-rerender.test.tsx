// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlockList, type BlockListItem } from '../../../src/studio/blocks-panel/BlockList';
import { listSpies, makeItems } from './blocks-panel-harness';

// Every row calls useSortable once per render, so counting its calls counts row renders.
const rowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const original = await importOriginal<typeof import('@dnd-kit/sortable')>();
  return {
    ...original,
    useSortable: (args: Parameters<typeof original.useSortable>[0]) => {
      rowRenders.count++;
      return original.useSortable(args);
    },
  };
});

/** Renders `items`, then `next` with fresh callbacks (as an editor re-rendering would). */
function rowsRenderedByChange(
  items: BlockListItem[],
  next: BlockListItem[],
  selected: [number | null, number | null] = [null, null],
) {
  const view = render(<BlockList items={items} selected={selected[0]} {...listSpies()} />);
  rowRenders.count = 0;
  act(() => view.rerender(<BlockList items={next} selected={selected[1]} {...listSpies()} />));
  return rowRenders.count;
}

// With 300 blocks, a keystroke in one block's heading must not redraw the other 299 rows.
describe('re-rendering a long block list', () => {
  it('redraws only the row whose label changed', () => {
    const items = makeItems(300);
    const next = items.map((item, i) => (i === 150 ? { ...item, label: 'Changed' } : item));
    expect(rowsRenderedByChange(items, next)).toBe(1);
  });

  it('redraws only the changed rows when the editor rebuilds every item object', () => {
    const items = makeItems(300);
    const next = items.map((item, i) => ({ ...item, problems: i === 7 ? 3 : item.problems }));
    // Row 7 (problems) plus the rows losing and gaining the selection.
    expect(rowsRenderedByChange(items, next, [20, 40])).toBe(3);
  });
});
