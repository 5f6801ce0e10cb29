import type { BlockType } from './index';

/**
 * Folder of a block type: `featureGrid` lives in `src/blocks/feature-grid/`. Kept apart from the
 * registry so build tools can use it without pulling in the renderers.
 */
export function blockFolder(type: BlockType): string {
  return type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
