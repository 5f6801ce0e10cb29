import { useEffect, useState, type KeyboardEvent } from 'react';

/** The id of a combobox's option, for aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * Open state, highlighted option and keys of an editable combobox whose focus stays in the
 * input: Down/Up open and move (wrapping), Enter picks the highlighted option, Escape closes.
 */
export function useCombobox(listId: string, count: number, onPick: (index: number) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const show = (index = -1) => {
    setOpen(true);
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  // A filtered list can shrink under the highlight; the highlight never points past its end.
  const current = active < count ? active : -1;

  useEffect(() => {
    if (!open || current < 0) return;
    // happy-dom and old engines lack scrollIntoView; the list still works without scrolling.
    document.getElementById(optionId(listId, current))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, current, listId]);

  const step = (delta: number) => {
    if (count === 0) return show(-1);
    if (!open || current < 0) return show(delta > 0 ? 0 : count - 1);
    show((current + delta + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) show(current);
      else step(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && current >= 0) {
      // Picking must not also submit the form the field sits in.
      event.preventDefault();
      onPick(current);
      close();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return { open, active: current, show, close, setActive, onKeyDown };
}
