import { record, redo, startHistory, undo, type History } from './history';
import type { Path } from '../form/json-pointer';
import { withoutTest, withTest } from '../experiment/experiment-page';
import {
  blocksOf,
  changePage,
  duplicateBlock,
  editAt,
  insertBlock,
  moveBlock,
  removeBlock,
  type StudioDoc,
} from './studio-doc';

/** What the editor holds: the page's history, the chosen block, and when to reveal it. */
export interface EditorState {
  history: History<StudioDoc>;
  /** The block whose form is open; null shows the page settings. */
  selected: number | null;
  /** Bumped when the preview should scroll the selected block into view. */
  reveal: number;
}

export type EditorAction =
  | { type: 'edit'; path: Path; value: unknown; group?: string; at?: number }
  | { type: 'insert'; index: number; block: unknown }
  | { type: 'remove'; index: number }
  | { type: 'duplicate'; index: number }
  | { type: 'move'; from: number; to: number }
  /** Tests a copy of the block at `index` (made on `today`, YYYY-MM-DD) against it. */
  | { type: 'test'; index: number; today: string }
  /** Ends the page's test: the original block stays. */
  | { type: 'stopTest' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; index: number | null; reveal: boolean }
  | { type: 'reset'; history: History<StudioDoc> };

/** The state for a freshly opened (or restored) page. */
export function initialEditorState(history: History<StudioDoc> | StudioDoc): EditorState {
  return {
    history: 'present' in history ? history : startHistory(history),
    selected: null,
    reveal: 0,
  };
}

const clamp = (selected: number | null, doc: StudioDoc) => {
  const count = blocksOf(doc).length;
  return selected === null || count === 0 ? null : Math.min(selected, count - 1);
};

function change(
  state: EditorState,
  next: StudioDoc,
  selected: number | null,
  group?: string,
  at?: number,
) {
  const history = record(state.history, next, group, at);
  return {
    ...state,
    history,
    selected,
    reveal: selected === state.selected ? state.reveal : state.reveal + 1,
  };
}

/** Applies one editor action; every change to the page is one undoable step (or part of a typing burst). */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const doc = state.history.present;
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        history: record(
          state.history,
          editAt(doc, action.path, action.value),
          action.group,
          action.at,
        ),
      };
    case 'insert':
      return change(state, insertBlock(doc, action.index, action.block), action.index);
    case 'remove': {
      const next = removeBlock(doc, action.index);
      const selected =
        state.selected === null
          ? null
          : clamp(state.selected > action.index ? state.selected - 1 : state.selected, next);
      return change(state, next, selected);
    }
    case 'duplicate':
      return change(state, duplicateBlock(doc, action.index), action.index + 1);
    case 'move': {
      let selected = state.selected;
      if (selected === action.from) selected = action.to;
      else if (selected !== null && action.from < selected && action.to >= selected) selected -= 1;
      else if (selected !== null && action.from > selected && action.to <= selected) selected += 1;
      return change(state, moveBlock(doc, action.from, action.to), selected);
    }
    case 'test':
      return change(
        state,
        changePage(doc, (page) => withTest(page, action.index, action.today)),
        state.selected,
      );
    case 'stopTest':
      return change(state, changePage(doc, withoutTest), state.selected);
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      return { ...state, history, selected: clamp(state.selected, history.present) };
    }
    case 'select':
      return {
        ...state,
        selected: action.index,
        reveal: action.reveal ? state.reveal + 1 : state.reveal,
      };
    case 'reset':
      return initialEditorState(action.history);
  }
}
