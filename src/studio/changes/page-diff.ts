import { isRecord } from '../../schema/is-record';

/** One value that differs between two versions, at a path of field names and 1-based numbers. */
export interface FieldChange {
  path: string[];
  before: unknown;
  after: unknown;
}

/** What happened to a block between two versions, in the terms an editor sees. */
export type BlockChange =
  | { kind: 'added'; type: string; at: number }
  | { kind: 'removed'; type: string; at: number }
  | { kind: 'moved'; type: string; from: number; to: number }
  | { kind: 'changed'; type: string; at: number; fields: FieldChange[] };

export interface PageDiff {
  /** The page's own settings (title, path, description…) that differ. */
  settings: FieldChange[];
  blocks: BlockChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const typeOf = (block: unknown) =>
  isRecord(block) && typeof block.type === 'string' ? block.type : 'block';

/** Every leaf that differs between two values, with its path (numbers counted from 1). */
export function fieldChanges(before: unknown, after: unknown, path: string[] = []): FieldChange[] {
  if (same(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: FieldChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++)
      changes.push(...fieldChanges(before[i], after[i], [...path, String(i + 1)]));
    return changes;
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => fieldChanges(before[key], after[key], [...path, key]));
  }
  return [{ path, before, after }];
}

/**
 * The longest run of blocks two lists share unchanged, in order (as index pairs): what is not in
 * it was added, removed, moved or edited. Of equally long runs, the one keeping the earlier old
 * blocks in place: a block brought to the top reads as that block moved, not the others.
 */
function commonBlocks(before: string[], after: string[]): [number, number][] {
  const table = before.map(() => after.map(() => 0));
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      table[i]![j] =
        before[i] === after[j]
          ? 1 + (table[i + 1]?.[j + 1] ?? 0)
          : Math.max(table[i + 1]?.[j] ?? 0, table[i]?.[j + 1] ?? 0);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (before[i] === after[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if ((table[i + 1]?.[j] ?? 0) > (table[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

/**
 * How `after` differs from `before`, block by block: blocks kept unchanged are matched first;
 * of the rest, a block found unchanged elsewhere was moved, one of the same type in the same
 * place was edited (with the fields that differ), and the others were added or removed.
 * Positions are 1-based, as the studio numbers blocks.
 */
export function pageDiff(before: unknown, after: unknown): PageDiff {
  const page = (value: unknown) => (isRecord(value) ? value : {});
  const { blocks: oldBlocks = [], ...oldSettings } = page(before);
  const { blocks: newBlocks = [], ...newSettings } = page(after);
  const olds = Array.isArray(oldBlocks) ? oldBlocks : [];
  const news = Array.isArray(newBlocks) ? newBlocks : [];
  const oldText = olds.map((b) => JSON.stringify(b));
  const newText = news.map((b) => JSON.stringify(b));
  const kept = commonBlocks(oldText, newText);
  const oldLeft = new Set(olds.keys());
  const newLeft = new Set(news.keys());
  for (const [i, j] of kept) {
    oldLeft.delete(i);
    newLeft.delete(j);
  }
  const changes: BlockChange[] = [];
  for (const j of [...newLeft]) {
    const i = [...oldLeft].find((k) => oldText[k] === newText[j]);
    if (i === undefined) continue;
    changes.push({ kind: 'moved', type: typeOf(news[j]), from: i + 1, to: j + 1 });
    oldLeft.delete(i);
    newLeft.delete(j);
  }
  for (const j of [...newLeft]) {
    const i = [...oldLeft].find((k) => k === j && typeOf(olds[k]) === typeOf(news[j]));
    const k = i ?? [...oldLeft].find((n) => typeOf(olds[n]) === typeOf(news[j]));
    if (k === undefined) continue;
    changes.push({
      kind: 'changed',
      type: typeOf(news[j]),
      at: j + 1,
      fields: fieldChanges(olds[k], news[j]),
    });
    oldLeft.delete(k);
    newLeft.delete(j);
  }
  for (const i of oldLeft) changes.push({ kind: 'removed', type: typeOf(olds[i]), at: i + 1 });
  for (const j of newLeft) changes.push({ kind: 'added', type: typeOf(news[j]), at: j + 1 });
  const position = (c: BlockChange) => (c.kind === 'moved' ? c.to : c.at);
  changes.sort((a, b) => position(a) - position(b));
  return { settings: fieldChanges(oldSettings, newSettings), blocks: changes };
}
