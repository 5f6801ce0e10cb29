import { blockTypeName } from './block-catalog';

/** What the list needs to name a block: its type and the label the editor gives it. */
export interface NamedBlock {
  type: string;
  label: string;
}

/** A block's name for people: `Feature grid “Our services”`, or the type name alone. */
export function blockName(block: NamedBlock): string {
  const typeName = blockTypeName(block.type);
  return block.label.trim() === '' ? typeName : `${typeName} “${block.label}”`;
}

/** A block with its position, as buttons name it: `block 3, Feature grid “Our services”`. */
export function blockAtPosition(block: NamedBlock, index: number): string {
  return `block ${index + 1}, ${blockName(block)}`;
}
