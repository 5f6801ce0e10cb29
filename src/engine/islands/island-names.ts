import type { ReactNode } from 'react';
import type { BlockType } from '../../blocks/schemas';
import type { Enhancer, IslandStrategy } from '../../blocks/registry';

/** What wakes an island: a React component hydrated with its props, or a plain-DOM script. */
export type IslandModule =
  | { kind: 'react'; load: () => Promise<{ default: (props: never) => ReactNode }> }
  | { kind: 'script'; load: () => Promise<{ default: Enhancer }> };

/** Islands of the frame around every page (the blocks' islands are named by their type). */
export const shellIslands = {
  // The header's menus are <details> that work without script; this adds Escape, closing on a
  // press outside and opening on hover.
  menus: { when: 'load', script: true },
  // Its chat toggle and the chat behind it; the phone and messaging links work without it.
  floatingCluster: { when: 'interaction', script: false },
} as const satisfies Record<string, { when: IslandStrategy; script: boolean }>;

export type IslandName = BlockType | keyof typeof shellIslands;

/** Attributes of an island's root element in the prerendered HTML (read by the loader). */
export const islandAttributes = {
  name: 'data-island',
  when: 'data-when',
  props: 'data-props',
  /** React's useId prefix the island was rendered with, so hydration produces the same ids. */
  ids: 'data-ids',
} as const;

/** Id of the page's toast region (a live region present in the HTML, empty until used). */
export const toastId = 'site-toast';
