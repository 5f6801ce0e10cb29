import { blocks, type BlockType } from '../../blocks';
import { listingGroups } from '../../engine/block-definition';

/** What the studio shows about one block type: its name, what it is for and its picker group. */
export interface BlockTypeInfo {
  type: BlockType;
  name: string;
  description: string;
  group: string;
}

/** Picker groups in the order they are shown: each block names its own (see defineBlock). */
export const blockGroups = listingGroups;

const nameOverrides: Partial<Record<string, string>> = Object.fromEntries(
  blocks.flatMap((block) => (block.listing.name ? [[block.type, block.listing.name]] : [])),
);

/** The human name of a block type: "featureGrid" → "Feature grid". */
export function blockTypeName(type: string): string {
  const override = nameOverrides[type];
  if (override !== undefined) return override;
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every block type, described from its definition, in the order the picker shows them within a
 * group: by the name a marketer reads, whatever the folder or the order of the block list
 * (decisions.md #98).
 */
export const blockTypeInfo: readonly BlockTypeInfo[] = blocks
  .map((block) => ({
    type: block.type,
    name: blockTypeName(block.type),
    description: block.schema.description ?? '',
    group: block.listing.group,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
