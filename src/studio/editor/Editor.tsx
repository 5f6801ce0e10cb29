import type { EditorAction } from './editor-state';
import { memo, useCallback, useEffect, useState } from 'react';
import type { BlockType } from '../../blocks';
import { BlockList } from '../blocks-panel/BlockList';
import { blockTypeName } from '../blocks-panel/block-catalog';
import { BlockPicker } from '../blocks-panel/BlockPicker';
import { PreviewPane } from '../editor-parts/PreviewPane';
import { TestPanel } from '../experiment/TestPanel';
import { BlockForm } from '../form/BlockForm';
import { blockSpec, newBlockValue } from '../form/block-specs';
import { fieldId, FormEnvContext } from '../form/form-env';
import { DraftedNotice } from './DraftedNotice';
import { EditorBar } from './EditorBar';
import { PaneSwitcher } from './PaneSwitcher';
import { PageSettings } from './PageSettings';
import { ProblemSummary } from './ProblemSummary';
import { blocksOf } from './studio-doc';
import { testOf } from '../experiment/experiment-page';
import { useRenderedWarnings } from '../health/rendered-warnings';
import { blockLabel, useBlockItems } from './use-block-items';
import { useBlockTest } from './use-block-test';
import { useEditorFormEnv } from './use-editor-form-env';
import { useFieldFromAddress } from './use-field-from-address';
import { useLeaveWarning } from './use-leave-warning';
import { formHeading, useEditorPanes } from './use-editor-panes';
import { useStudioEditor } from './use-studio-editor';
import './editor.css';

// A keystroke changes one block's form, not the outline: the list re-renders only when its rows,
// the selection or the page's shape change (300 rows are not cheap to walk on every key).
const Outline = memo(BlockList);

// Focus a field (or a form's heading) once React has rendered it.
const focusSoon = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: false }));

/** The block rows' moves, removals and copies: stable, so memoized rows never re-render for them. */
function useRowEdits(act: (action: EditorAction) => void) {
  const move = useCallback((from: number, to: number) => act({ type: 'move', from, to }), [act]);
  const remove = useCallback((index: number) => act({ type: 'remove', index }), [act]);
  const duplicate = useCallback((index: number) => act({ type: 'duplicate', index }), [act]);
  return { move, remove, duplicate };
}

/** The editing screen of one page: outline, generated form, live preview, undo, save. */
export function Editor({
  file,
  sitePaths,
  onUnsaved,
}: {
  file: string;
  sitePaths: readonly { path: string; title: string }[];
  /** Told whether the page has unsaved changes, so going elsewhere in the studio can ask first. */
  onUnsaved?: (unsaved: boolean) => void;
}) {
  const editor = useStudioEditor(file);
  const { state, act, page, problems, drafted } = editor;
  useLeaveWarning(editor.dirty);
  useEffect(() => {
    onUnsaved?.(editor.dirty);
    return () => onUnsaved?.(false);
  }, [onUnsaved, editor.dirty]);
  const [pickerAt, setPickerAt] = useState<number | null>(null);
  // On a narrow screen one pane shows at a time; on a desktop all three do.
  const { pane, setPane, columns, openForm, showPane, backToOutline } = useEditorPanes();
  const blocks = blocksOf(state.history.present);
  const tested = testOf(page)?.block;
  const items = useBlockItems(blocks, state.history.present.keys, problems, tested);

  const { warnings, onRenderedHealth } = useRenderedWarnings(page, editor.warnings);
  const env = useEditorFormEnv(act, problems, sitePaths, drafted.marks, warnings);

  const select = useCallback(
    (index: number) => {
      act({ type: 'select', index, reveal: true });
      openForm(index);
    },
    [act, openForm],
  );
  const blockTest = useBlockTest(editor, select);
  const selectFromPreview = useCallback(
    (index: number) => {
      act({ type: 'select', index, reveal: false });
      openForm(index);
    },
    [act, openForm],
  );
  const { move, remove, duplicate } = useRowEdits(act);
  const add = useCallback((index: number) => setPickerAt(index), []);
  // A new block goes after the one being edited (the end when none is), where the marketer is.
  const addAt = state.selected === null ? blocks.length : state.selected + 1;
  const choose = (type: BlockType) => {
    const spec = blockSpec(type);
    const index = pickerAt ?? addAt;
    setPickerAt(null);
    if (!spec) return;
    act({ type: 'insert', index, block: newBlockValue(spec) });
    setPane('form');
    focusSoon(formHeading(index));
  };
  const openProblem = (found: number | null, pointer: string) => {
    act({ type: 'select', index: blockTest.blockOfProblem(found, pointer), reveal: true });
    setPane('form');
    focusSoon(fieldId(pointer));
  };
  useFieldFromAddress(editor.ready, openProblem);

  if (editor.loadError) return <p role="alert">Could not open this page: {editor.loadError}</p>;
  if (!editor.ready) return <p role="status">Opening the page…</p>;

  const selected = state.selected;
  const block = selected === null ? undefined : blocks[selected];
  const savedPath = typeof page.path === 'string' ? page.path : null;
  return (
    <div className="editor">
      <EditorBar
        file={file}
        page={page}
        editor={editor}
        onUndo={() => act({ type: 'undo' })}
        onRedo={() => act({ type: 'redo' })}
      />
      <PaneSwitcher pane={pane} onPane={showPane} />
      <div className="editor-columns" data-pane={pane} ref={columns}>
        <nav className="outline" aria-label="Page outline">
          <button
            type="button"
            className="settings-button"
            aria-current={selected === null ? 'true' : undefined}
            onClick={() => {
              act({ type: 'select', index: null, reveal: false });
              openForm(null);
            }}
          >
            Page settings
          </button>
          <Outline
            items={items}
            selected={selected}
            onSelect={select}
            onMove={move}
            onRemove={remove}
            onDuplicate={duplicate}
            onAdd={add}
            addAt={addAt}
          />
        </nav>
        <div className="form-pane">
          <button type="button" className="back-to-outline" onClick={backToOutline}>
            <span aria-hidden="true">←</span>Back to blocks
          </button>
          <FormEnvContext.Provider value={env}>
            {blockTest.promoteNote && (
              <p className="notice notice-error" role="alert">
                {blockTest.promoteNote}
              </p>
            )}
            <DraftedNotice count={drafted.count} onAcceptAll={drafted.acceptAll} />
            <ProblemSummary page={page} problems={problems} onOpen={openProblem} />
            <ProblemSummary page={page} problems={warnings} onOpen={openProblem} warnings />
            {selected === null || block === undefined ? (
              <PageSettings
                page={page}
                savedPath={savedPath}
                entriesKey={editor.entriesSaved}
                entries={editor.entries}
                onEntries={editor.setEntries}
              />
            ) : (
              <BlockForm
                key={state.history.present.keys[selected]}
                index={selected}
                block={blockTest.side === 'variant' ? blockTest.test?.variant : block}
                at={blockTest.side === 'variant' ? ['experiment', 'variant'] : undefined}
                title={`Block ${selected + 1}: ${blockTypeName(items[selected]?.type ?? '')}${blockLabel(block) ? ` — ${blockLabel(block)}` : ''}`}
              >
                <TestPanel {...blockTest.panel(selected)} />
              </BlockForm>
            )}
          </FormEnvContext.Provider>
        </div>
        <div className="preview-column">
          <PreviewPane
            page={blockTest.previewPage}
            selected={selected}
            onSelect={selectFromPreview}
            revealToken={state.reveal}
            onRenderedHealth={onRenderedHealth}
          />
        </div>
      </div>
      <BlockPicker open={pickerAt !== null} onChoose={choose} onClose={() => setPickerAt(null)} />
    </div>
  );
}
