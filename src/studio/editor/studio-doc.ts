import { isRecord } from '../../schema/is-record';
import { setAt, type Path } from '../form/json-pointer';

/**
 * The page being edited plus a stable key per block (for React and drag and drop; a block's
 * key follows it when it moves). The page is the raw JSON of the file: no defaults filled in, so
 * saving an unchanged page writes the same bytes.
 */
export interface StudioDoc {
  page: Readonly<Record<string, unknown>>;
  keys: readonly string[];
}

let nextKey = 0;
/** A key no other block of this session has. */
export const newBlockKey = () => `b${(nextKey++).toString(36)}`;

/** The page's blocks, or none when the file has no list there. */
export function blocksOf(doc: StudioDoc): readonly unknown[] {
  return Array.isArray(doc.page.blocks) ? doc.page.blocks : [];
}

/** Starts editing a page value. */
export function openDoc(page: Readonly<Record<string, unknown>>): StudioDoc {
  const blocks: unknown[] = Array.isArray(page.blocks) ? page.blocks : [];
  return { page, keys: blocks.map(newBlockKey) };
}

/** The doc with the value at `path` (from the page root) replaced, or removed when undefined. */
export function editAt(doc: StudioDoc, path: Path, value: unknown): StudioDoc {
  const page = setAt(doc.page, path, value);
  return { page: isRecord(page) ? page : doc.page, keys: doc.keys };
}

/**
 * The doc with new blocks, its experiment still on the block it tested: `placeOf` gives the
 * tested block's new place, undefined when it is gone (the experiment goes with it).
 */
function withBlocks(
  doc: StudioDoc,
  blocks: unknown[],
  keys: string[],
  placeOf: (index: number) => number | undefined,
): StudioDoc {
  const { experiment, ...page } = doc.page;
  if (!isRecord(experiment) || typeof experiment.block !== 'number')
    return { page: { ...doc.page, blocks }, keys };
  const block = placeOf(experiment.block);
  if (block === undefined) return { page: { ...page, blocks }, keys };
  return { page: { ...page, blocks, experiment: { ...experiment, block } }, keys };
}

/** Inserts a block at `index`. */
export function insertBlock(doc: StudioDoc, index: number, block: unknown): StudioDoc {
  const blocks = [...blocksOf(doc)];
  const keys = [...doc.keys];
  blocks.splice(index, 0, block);
  keys.splice(index, 0, newBlockKey());
  return withBlocks(doc, blocks, keys, (i) => (i >= index ? i + 1 : i));
}

/** Removes the block at `index`. */
export function removeBlock(doc: StudioDoc, index: number): StudioDoc {
  const blocks = [...blocksOf(doc)];
  const keys = [...doc.keys];
  blocks.splice(index, 1);
  keys.splice(index, 1);
  return withBlocks(doc, blocks, keys, (i) => (i === index ? undefined : i > index ? i - 1 : i));
}

/** Puts a deep copy of the block at `index` right after it. */
export function duplicateBlock(doc: StudioDoc, index: number): StudioDoc {
  return insertBlock(doc, index + 1, structuredClone(blocksOf(doc)[index]));
}

/** Moves the block at `from` so it ends up at `to`. */
export function moveBlock(doc: StudioDoc, from: number, to: number): StudioDoc {
  const count = blocksOf(doc).length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return doc;
  const blocks = [...blocksOf(doc)];
  const keys = [...doc.keys];
  const [block] = blocks.splice(from, 1);
  const [key] = keys.splice(from, 1);
  blocks.splice(to, 0, block);
  keys.splice(to, 0, key!);
  // The moved block goes to `to`; those between shift by one towards where it was.
  return withBlocks(doc, blocks, keys, (i) => {
    if (i === from) return to;
    if (from < to && i > from && i <= to) return i - 1;
    if (to < from && i >= to && i < from) return i + 1;
    return i;
  });
}

/** The doc with its page changed by `change` (blocks stay where they are, with their keys). */
export const changePage = (
  doc: StudioDoc,
  change: (page: StudioDoc['page']) => StudioDoc['page'],
): StudioDoc => ({ page: change(doc.page), keys: doc.keys });
