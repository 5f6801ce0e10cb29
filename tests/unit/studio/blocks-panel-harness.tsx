import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import { vi } from 'vitest';
import { BlockList, type BlockListItem } from '../../../src/studio/blocks-panel/BlockList';

/** Spies for every BlockList callback. */
export function listSpies() {
  return {
    onSelect: vi.fn<(index: number) => void>(),
    onMove: vi.fn<(from: number, to: number) => void>(),
    onRemove: vi.fn<(index: number) => void>(),
    onDuplicate: vi.fn<(index: number) => void>(),
    onAdd: vi.fn<(index: number) => void>(),
  };
}

/** `count` blocks cycling through a few types, labelled "Section 1", "Section 2", … */
export function makeItems(count: number): BlockListItem[] {
  const types = ['hero', 'featureGrid', 'richText', 'cta', 'faq'];
  return Array.from({ length: count }, (_, i) => ({
    key: `k${i}`,
    type: types[i % types.length] ?? 'hero',
    label: `Section ${i + 1}`,
    problems: 0,
  }));
}

/**
 * The list driven like the editor drives it: state applies each callback, and the callbacks
 * are new functions on every render (the list must not depend on their identity).
 */
export function EditorHarness(props: {
  initial: BlockListItem[];
  spies: ReturnType<typeof listSpies>;
}) {
  const { spies } = props;
  const [items, setItems] = useState(props.initial);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <BlockList
      items={items}
      selected={selected}
      onSelect={(index) => {
        spies.onSelect(index);
        setSelected(index);
      }}
      onMove={(from, to) => {
        spies.onMove(from, to);
        setItems(arrayMove(items, from, to));
      }}
      onRemove={(index) => {
        spies.onRemove(index);
        setItems(items.filter((_, i) => i !== index));
      }}
      onDuplicate={(index) => {
        spies.onDuplicate(index);
        const copy = items[index];
        if (copy) setItems(items.toSpliced(index + 1, 0, { ...copy, key: `${copy.key}-copy` }));
      }}
      onAdd={spies.onAdd}
    />
  );
}
