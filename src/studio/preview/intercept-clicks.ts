const blockSelector = '[data-studio-block]';

/** The index of the block an event landed in, if any. */
export function blockIndexAt(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const value = target.closest<HTMLElement>(blockSelector)?.dataset.studioBlock;
  const index = Number(value);
  return value !== undefined && Number.isInteger(index) && index >= 0 ? index : null;
}

/**
 * Turns every click in the preview into a selection: links do not navigate, buttons do not open
 * dialogs and forms do not submit. Listening on the window in the capture phase runs before
 * React's own listeners on its root, so stopping the event there keeps it from the blocks.
 */
export function interceptClicks(target: Window, onSelect: (index: number) => void): () => void {
  const onClick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    const index = blockIndexAt(event.target);
    if (index !== null && event.type === 'click') onSelect(index);
  };
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('auxclick', onClick, true);
  target.addEventListener('submit', stop, true);
  return () => {
    target.removeEventListener('click', onClick, true);
    target.removeEventListener('auxclick', onClick, true);
    target.removeEventListener('submit', stop, true);
  };
}
