import { isRecord } from '../../schema/is-record';

const namingKeys = ['title', 'heading', 'label', 'name', 'question', 'text', 'alt'];

/** A short name for a list item or block: its title-like text, else its position. */
export function itemLabel(item: unknown, index: number): string {
  const prefix = `Item ${index + 1}`;
  if (!isRecord(item)) return prefix;
  for (const key of namingKeys) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) return `${prefix}: ${clip(value)}`;
  }
  return prefix;
}

/** Text cut to a label's length. */
export function clip(text: string, max = 48): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
