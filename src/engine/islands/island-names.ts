import type { IslandStrategy } from '../block-definition';

/** Where an island's code is: its chunk's URL and the chunks that chunk imports. */
export interface IslandCode {
  src: string;
  preload: string[];
}

/** Islands of the frames around pages (the blocks' islands are named by their type). */
export const shellIslands = {
  // The header's menus are <details> that work without script; this adds Escape, closing on a
  // press outside and opening on hover.
  menus: { when: 'load', script: true },
  // Its chat toggle and the chat behind it; the phone and messaging links work without it.
  floatingCluster: { when: 'interaction', script: false },
  // The staff area's header: who is signed in, the studio link for editors, the current link.
  backOffice: { when: 'load', script: true },
} as const satisfies Record<string, { when: IslandStrategy; script: boolean }>;

/** A block type (a block's island) or one of the shell's islands. */
export type IslandName = string;

/** Attributes of an island's root element in the prerendered HTML (read by the loader). */
export const islandAttributes = {
  name: 'data-island',
  when: 'data-when',
  props: 'data-props',
  /** React's useId prefix the island was rendered with, so hydration produces the same ids. A
   * React island has it; a plain-DOM script's root does not. */
  ids: 'data-ids',
  /** URL of the island's code, and the URLs of the chunks it imports (space-separated). */
  module: 'data-module',
  preload: 'data-preload',
} as const;

/** Id of the page's toast region (a live region present in the HTML, empty until used). */
export const toastId = 'site-toast';
