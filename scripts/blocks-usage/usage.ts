import { blockTypes } from '../../src/blocks';

/** Where one block type is used: page file → how many times. */
export interface TypeUsage {
  type: string;
  /** False for a type found in a page but not registered (a typo, or a removed block). */
  registered: boolean;
  pages: Map<string, number>;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.getOwnPropertyDescriptor(value, key)?.value
    : undefined;

/**
 * Counts the block types of every page, read from the raw JSON so a page that no longer
 * validates is still counted. Registered types come first in registry order, unused ones too.
 */
export function blockUsage(pages: readonly { file: string; value: unknown }[]): TypeUsage[] {
  const usage = new Map<string, TypeUsage>(
    blockTypes.map((type) => [type, { type, registered: true, pages: new Map() }]),
  );
  for (const { file, value } of pages) {
    const blocks = field(value, 'blocks');
    for (const block of Array.isArray(blocks) ? blocks : []) {
      const type = field(block, 'type');
      if (typeof type !== 'string') continue;
      const entry = usage.get(type) ?? { type, registered: false, pages: new Map() };
      entry.pages.set(file, (entry.pages.get(file) ?? 0) + 1);
      usage.set(type, entry);
    }
  }
  return [...usage.values()];
}

/** Total number of blocks of a type over all pages. */
export const timesUsed = (usage: TypeUsage) =>
  [...usage.pages.values()].reduce((sum, n) => sum + n, 0);
