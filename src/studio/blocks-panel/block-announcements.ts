import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo, type RefObject } from 'react';
import { blockName, type NamedBlock } from './block-description';

// Told to screen readers when a drag handle is focused.
const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this block, press Space or Enter, then the up and down arrow keys. ' +
    'Press Space or Enter again to drop it, or Escape to cancel.',
};

/** dnd-kit's accessibility settings: plain-word announcements naming blocks by type and label. */
export function useBlockAnnouncements(
  latestRef: RefObject<{ items: readonly (NamedBlock & { key: string })[] }>,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return useMemo(
    () => ({ announcements: announce(latestRef), screenReaderInstructions: dragInstructions }),
    [latestRef],
  );
}

function announce(
  latestRef: RefObject<{ items: readonly (NamedBlock & { key: string })[] }>,
): Announcements {
  // Read when dnd-kit announces, so names and positions are those of that moment.
  const find = (id: UniqueIdentifier) => {
    const items = latestRef.current.items;
    const index = items.findIndex((item) => item.key === id);
    const item = items[index];
    return { name: item ? blockName(item) : 'The block', position: index + 1, count: items.length };
  };
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      const { name, position, count } = find(active.id);
      return `Picked up ${name}, at position ${position} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the block over its own place right after the lift; saying it would
      // overwrite "Picked up" before a screen reader reads it.
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      const { name } = find(active.id);
      if (!over) return `${name} is not over a position.`;
      const { position, count } = find(over.id);
      return `${name} would go to position ${position} of ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      const { name, position } = find(active.id);
      if (!over) return `${name} was dropped back at position ${position}.`;
      const target = find(over.id);
      return `${name} was dropped at position ${target.position} of ${target.count}.`;
    },
    onDragCancel: ({ active }) => {
      const { name, position } = find(active.id);
      return `Moving cancelled. ${name} stays at position ${position}.`;
    },
  };
}
