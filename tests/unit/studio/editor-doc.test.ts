// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../../src/schema/is-record';
import {
  decodeDraft,
  encodeDraft,
  loadDraft,
  storeDraft,
} from '../../../src/studio/editor/draft-store';
import { record, redo, startHistory, undo } from '../../../src/studio/editor/history';
import { getAt, setAt, toPointer } from '../../../src/studio/form/json-pointer';
import {
  blocksOf,
  duplicateBlock,
  editAt,
  insertBlock,
  moveBlock,
  openDoc,
  removeBlock,
} from '../../../src/studio/editor/studio-doc';

const home = () => {
  const page: unknown = JSON.parse(readFileSync('pages/home.json', 'utf8'));
  if (!isRecord(page)) throw new Error('pages/home.json is not an object');
  return page;
};

describe('editing a page', () => {
  it('changes one value and keeps every other block the same object', () => {
    const doc = openDoc(home());
    const edited = editAt(doc, ['blocks', 1, 'heading'], 'A new heading');
    expect(getAt(edited.page, ['blocks', 1, 'heading'])).toBe('A new heading');
    expect(getAt(doc.page, ['blocks', 1, 'heading'])).not.toBe('A new heading');
    const before = blocksOf(doc);
    blocksOf(edited).forEach((block, i) => {
      if (i === 1) expect(block).not.toBe(before[i]);
      else expect(block).toBe(before[i]);
    });
  });

  it('removes an optional value instead of writing it empty', () => {
    expect(setAt({ a: 1, b: 2 }, ['b'], undefined)).toEqual({ a: 1 });
  });

  it('names locations the way validation problems do', () => {
    expect(toPointer(['blocks', 2, 'cards', 0, 'a/b'])).toBe('/blocks/2/cards/0/a~1b');
  });

  it('moves, duplicates and removes blocks with their keys', () => {
    const doc = openDoc(home());
    const [first, second] = doc.keys;
    const moved = moveBlock(doc, 0, 1);
    expect(moved.keys.slice(0, 2)).toEqual([second, first]);
    expect(blocksOf(moved)[1]).toBe(blocksOf(doc)[0]);
    const copied = duplicateBlock(doc, 0);
    expect(blocksOf(copied)).toHaveLength(blocksOf(doc).length + 1);
    expect(blocksOf(copied)[1]).toEqual(blocksOf(doc)[0]);
    expect(blocksOf(copied)[1]).not.toBe(blocksOf(doc)[0]);
    expect(new Set(copied.keys).size).toBe(copied.keys.length);
    const removed = removeBlock(doc, 0);
    expect(removed.keys[0]).toBe(second);
    const added = insertBlock(doc, 0, { type: 'cta' });
    expect(blocksOf(added)[0]).toEqual({ type: 'cta' });
  });
});

describe('a page with an experiment', () => {
  /** Home with an experiment on its third block, and the type of each block in order. */
  const tested = () => {
    const page = home();
    const blocks = page.blocks as { type: string }[];
    const doc = openDoc({ ...page, experiment: { id: 'x', block: 2, variant: blocks[2] } });
    return { doc, third: blocks[2] };
  };
  const testedBlock = (doc: ReturnType<typeof openDoc>) => {
    const { experiment } = doc.page;
    return isRecord(experiment) ? blocksOf(doc)[experiment.block as number] : undefined;
  };

  it('keeps testing the same block when blocks move, come and go around it', () => {
    const { doc, third } = tested();
    expect(testedBlock(moveBlock(doc, 2, 0))).toBe(third);
    expect(testedBlock(moveBlock(doc, 0, 3))).toBe(third);
    expect(testedBlock(moveBlock(doc, 3, 1))).toBe(third);
    expect(testedBlock(moveBlock(doc, 3, 4))).toBe(third);
    expect(testedBlock(insertBlock(doc, 0, { type: 'spacer' }))).toBe(third);
    expect(testedBlock(insertBlock(doc, 3, { type: 'spacer' }))).toBe(third);
    expect(testedBlock(removeBlock(doc, 0))).toBe(third);
    expect(testedBlock(duplicateBlock(doc, 1))).toBe(third);
  });

  it('ends the experiment when its block is removed', () => {
    const { doc } = tested();
    expect(removeBlock(doc, 2).page).not.toHaveProperty('experiment');
  });
});

describe('undo and redo', () => {
  it('undoes a burst of typing in one field as one step', () => {
    let h = startHistory('');
    h = record(h, 'H', 'title', 1000);
    h = record(h, 'He', 'title', 1200);
    h = record(h, 'Hey', 'title', 1300);
    expect(undo(h).present).toBe('');
    h = record(h, 'Hey!', 'title', 5000);
    expect(undo(h).present).toBe('Hey');
  });

  it('keeps separate steps for different fields and for block changes', () => {
    let h = startHistory('a');
    h = record(h, 'b', 'one', 1000);
    h = record(h, 'c', 'two', 1001);
    h = record(h, 'd', undefined, 1002);
    expect(undo(h).present).toBe('c');
    expect(undo(undo(h)).present).toBe('b');
    expect(redo(undo(undo(h))).present).toBe('c');
  });

  it('drops the redo steps when a new change is made', () => {
    let h = record(startHistory(1), 2);
    h = undo(h);
    h = record(h, 3);
    expect(redo(h).present).toBe(3);
    expect(h.future).toHaveLength(0);
  });
});

describe('drafts', () => {
  it('survive a reload with their whole undo history, sharing unchanged blocks', () => {
    const doc = openDoc(home());
    let h = startHistory(doc);
    h = record(h, editAt(doc, ['blocks', 0, 'heading'], 'First'), 'a', 1);
    h = record(h, editAt(h.present, ['title'], 'Second title'), 'b', 5000);
    h = undo(h);
    const draft = { file: 'pages/home.json', baseVersion: 'v1', history: h };
    expect(storeDraft(draft)).toBe(true);
    const back = loadDraft('pages/home.json');
    expect(back?.baseVersion).toBe('v1');
    expect(back?.history.present.page).toEqual(h.present.page);
    expect(back?.history.past.map((d) => d.page)).toEqual(h.past.map((d) => d.page));
    expect(back?.history.future.map((d) => d.page)).toEqual(h.future.map((d) => d.page));
    expect(back?.history.present.keys).toEqual(h.present.keys);
    // Unchanged blocks are stored once however many steps the history holds.
    const text = encodeDraft(draft);
    const blockCount = blocksOf(doc).length;
    expect(JSON.parse(text).pool).toHaveLength(blockCount + 1);
  });

  it('ignores a stored value that is not a draft', () => {
    expect(decodeDraft('{"format":2}')).toBeUndefined();
    expect(decodeDraft('not json')).toBeUndefined();
  });
});
