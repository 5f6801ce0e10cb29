import { blockGroups, type BlockTypeInfo } from './block-catalog';

/** One heading of the picker and the block types under it. */
export interface PickerGroup {
  group: string;
  items: BlockTypeInfo[];
}

/** The types whose name, type or description contain every word of the query, any case. */
export function filterBlockTypes(query: string, infos: readonly BlockTypeInfo[]): BlockTypeInfo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...infos];
  return infos.filter((info) => {
    const text = `${info.name} ${info.type} ${info.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Groups types in the picker's group order; empty groups are left out. */
export function groupBlockTypes(infos: readonly BlockTypeInfo[]): PickerGroup[] {
  const order: string[] = [...blockGroups];
  for (const info of infos) if (!order.includes(info.group)) order.push(info.group);
  return order
    .map((group) => ({ group, items: infos.filter((info) => info.group === group) }))
    .filter((entry) => entry.items.length > 0);
}

/** The polite announcement of how many types the search shows. */
export function resultCountText(count: number, query: string): string {
  const trimmed = query.trim();
  const noun = count === 1 ? 'block type' : 'block types';
  if (trimmed === '') return `${count} ${noun}`;
  if (count === 0) return `No block type matches “${trimmed}”`;
  return `${count} ${noun} ${count === 1 ? 'matches' : 'match'} “${trimmed}”`;
}
