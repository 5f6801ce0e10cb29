import type { MouseEvent } from 'react';

/** A link's click that the inbox handles itself: a plain left click without a modifier key. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
