import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useBlockAnnouncements } from './block-announcements';
import { blockAtPosition } from './block-description';
import { BlockRow } from './BlockRow';
import type { RowActions } from './row-actions';
import { useFocusAfterChange } from './use-focus-after-change';
import { useLatest } from './use-latest';
import { useStableKeys } from './use-stable-keys';
import './blocks-panel.css';

/** One block as the list shows it; `key` stays the same when the block moves. */
export interface BlockListItem {
  key: string;
  type: string;
  label: string;
  problems: number;
  /** The page tests a version of this block. */
  testing?: boolean;
}

// Blocks only move up and down; a sideways drag would just look broken.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const modifiers = [verticalOnly];
// Module constants: useSensor memoizes on its options, and new options on every render would
// re-render every row through dnd-kit's context.
// A few pixels of travel before a drag starts, so a click on the handle stays a click.
const pointerOptions = { activationConstraint: { distance: 5 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** The page's blocks in order: select, reorder (buttons or drag), duplicate, remove, add. */
export function BlockList(props: {
  items: readonly BlockListItem[];
  selected: number | null;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onDuplicate: (index: number) => void;
  onAdd: (index: number) => void;
  /** Where "Add block" puts the new block (default: at the end). */
  addAt?: number;
}) {
  const { items, selected, onAdd } = props;
  const addAt = Math.min(props.addAt ?? items.length, items.length);
  const addHintId = useId();
  const latestRef = useLatest(props);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [message, setMessage] = useState('');
  const pendingFocusRef = useFocusAfterChange(items, listRef, addRef);
  const keys = useStableKeys(items);

  // Created once: rows are memoized, and a new object here would re-render all of them.
  const actions = useMemo<RowActions>(() => {
    const describe = (index: number) => {
      const item = latestRef.current.items[index];
      return item ? blockAtPosition(item, index) : `block ${index + 1}`;
    };
    return {
      select: (index) => latestRef.current.onSelect(index),
      move: (from, to, control) => {
        const item = latestRef.current.items[from];
        if (item) pendingFocusRef.current = { kind: 'moved', key: item.key, control };
        setMessage(`Moved ${describe(from)} to position ${to + 1}.`);
        latestRef.current.onMove(from, to);
      },
      duplicate: (index) => {
        setMessage(`Duplicated ${describe(index)}.`);
        latestRef.current.onDuplicate(index);
      },
      remove: (index) => {
        const item = latestRef.current.items[index];
        if (item) pendingFocusRef.current = { kind: 'removed', key: item.key, index };
        setMessage(`Removed ${describe(index)}.`);
        latestRef.current.onRemove(index);
      },
    };
  }, [latestRef, pendingFocusRef]);

  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  const accessibility = useBlockAnnouncements(latestRef);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over) return;
      const current = latestRef.current.items;
      const from = current.findIndex((item) => item.key === active.id);
      const to = current.findIndex((item) => item.key === over.id);
      if (from >= 0 && to >= 0 && from !== to) latestRef.current.onMove(from, to);
    },
    [latestRef],
  );

  return (
    <div className="block-list">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={modifiers}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} aria-label="Blocks" className="block-list__rows">
            {items.map((item, index) => (
              <BlockRow
                key={item.key}
                itemKey={item.key}
                type={item.type}
                label={item.label}
                problems={item.problems}
                testing={item.testing ?? false}
                index={index}
                last={index === items.length - 1}
                selected={index === selected}
                actions={actions}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {items.length === 0 && <p className="block-list__empty">This page has no blocks yet.</p>}
      <button
        ref={addRef}
        type="button"
        className="block-list__add"
        aria-describedby={addAt < items.length ? addHintId : undefined}
        onClick={() => onAdd(addAt)}
      >
        Add block
      </button>
      {addAt < items.length && (
        <p id={addHintId} className="block-list__hint">
          It goes after block {addAt}, the one you are editing.
        </p>
      )}
      <p role="status" className="block-list__status">
        {message}
      </p>
    </div>
  );
}
