import { createContext, useContext, type RefObject } from 'react';
import type { InboxScreen } from './types';

/** What the inbox's frame gives the screens its router shows. */
export interface InboxFrame extends Omit<InboxScreen, 'go'> {
  /** The inbox's heading, focused when a lead closes. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** False for the first render, which matches the prerendered list (it knows no address). */
  awake: boolean;
}

export const InboxFrameContext = createContext<InboxFrame | null>(null);

/** The frame around the screen being shown; only inside the inbox. */
export function useInboxFrame(): InboxFrame {
  const frame = useContext(InboxFrameContext);
  if (!frame) throw new Error('an inbox screen is shown outside the inbox');
  return frame;
}
