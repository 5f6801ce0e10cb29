import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  initialEditorState,
  type EditorAction,
} from '../../../src/studio/editor/editor-state';
import { getAt } from '../../../src/studio/form/json-pointer';
import { blocksOf, openDoc } from '../../../src/studio/editor/studio-doc';

const page = () => ({
  path: '/x',
  blocks: [
    { type: 'cta', heading: 'A' },
    { type: 'cta', heading: 'B' },
    { type: 'cta', heading: 'C' },
  ],
});
const headings = (state: ReturnType<typeof initialEditorState>) =>
  blocksOf(state.history.present).map((b) => getAt(b, ['heading']));
const run = (actions: EditorAction[]) =>
  actions.reduce(editorReducer, initialEditorState(openDoc(page())));

describe('the editor state', () => {
  it('undoes and redoes adding, removing, duplicating and moving blocks, one step each', () => {
    const steps: [EditorAction, string[]][] = [
      [{ type: 'insert', index: 1, block: { type: 'cta', heading: 'N' } }, ['A', 'N', 'B', 'C']],
      [{ type: 'remove', index: 0 }, ['N', 'B', 'C']],
      [{ type: 'duplicate', index: 1 }, ['N', 'B', 'B', 'C']],
      [{ type: 'move', from: 3, to: 0 }, ['C', 'N', 'B', 'B']],
    ];
    let state = initialEditorState(openDoc(page()));
    const seen = [headings(state)];
    for (const [action, expected] of steps) {
      state = editorReducer(state, action);
      expect(headings(state)).toEqual(expected);
      seen.push(expected);
    }
    for (let i = seen.length - 2; i >= 0; i--) {
      state = editorReducer(state, { type: 'undo' });
      expect(headings(state)).toEqual(seen[i]);
    }
    for (let i = 1; i < seen.length; i++) {
      state = editorReducer(state, { type: 'redo' });
      expect(headings(state)).toEqual(seen[i]);
    }
  });

  it('keeps the chosen block selected as blocks move around it, and selects what was added', () => {
    let state = run([{ type: 'select', index: 2, reveal: true }]);
    state = editorReducer(state, { type: 'move', from: 2, to: 0 });
    expect(state.selected).toBe(0);
    state = editorReducer(state, { type: 'move', from: 1, to: 2 });
    expect(state.selected).toBe(0);
    state = editorReducer(state, {
      type: 'insert',
      index: 3,
      block: { type: 'cta', heading: 'N' },
    });
    expect(state.selected).toBe(3);
    state = editorReducer(state, { type: 'remove', index: 0 });
    expect(state.selected).toBe(2);
  });

  it('merges a burst of typing in one field into one undo step', () => {
    let state = initialEditorState(openDoc(page()));
    for (const [i, text] of ['H', 'He', 'Hey'].entries())
      state = editorReducer(state, {
        type: 'edit',
        path: ['blocks', 0, 'heading'],
        value: text,
        group: 'h',
        at: 1000 + i * 100,
      });
    expect(headings(state)[0]).toBe('Hey');
    state = editorReducer(state, { type: 'undo' });
    expect(headings(state)[0]).toBe('A');
  });
});
