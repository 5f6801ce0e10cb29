import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { isRecord } from '../../schema/is-record';
import { ApiError, loadFile, saveJson } from '../studio-api';
import { loadDraft } from './draft-store';
import { editorReducer, initialEditorState, type EditorAction } from './editor-state';
import { startHistory, type History } from './history';
import { shownProblems } from './problem-list';
import { openDoc, type StudioDoc } from './studio-doc';
import { usePageCheck } from './use-page-check';
import { useDraftPersistence } from './use-draft-persistence';
import { useUndoKeys } from './use-undo-keys';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

interface Opened {
  /** The page as it is on disk (or was when last saved from here). */
  saved: unknown;
  baseVersion: string | null;
  restored: boolean;
}

interface ReadPage {
  history: History<StudioDoc>;
  opened: Opened;
}

/** A page file as the editor opens it: its unsaved draft if one is kept (and wanted), else the file. */
async function readPage(file: string, useDraft: boolean): Promise<ReadPage> {
  const loaded = await loadFile(file);
  let value: unknown;
  try {
    value = JSON.parse(loaded.text);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`${file} is not valid JSON (${reason}); fix it in a text editor first`, {
      cause,
    });
  }
  if (!isRecord(value)) throw new Error(`${file} does not hold a page object`);
  const draft = useDraft ? loadDraft(file) : undefined;
  return {
    history: draft?.history ?? startHistory(openDoc(value)),
    opened: {
      saved: value,
      baseVersion: draft ? draft.baseVersion : loaded.version,
      restored: Boolean(draft),
    },
  };
}

/**
 * Everything the editor screen needs for one page file: opening it (or the unsaved draft left
 * for it), the undoable state, checking, saving with the changed-on-disk guard, and the keys.
 */
export function useStudioEditor(file: string) {
  const [state, dispatch] = useReducer(editorReducer, openDoc({}), initialEditorState);
  const [opened, setOpened] = useState<Opened>();
  const [loadError, setLoadError] = useState<string>();
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  const page = state.history.present.page;

  const apply = useCallback((read: Promise<ReadPage>, isLive: () => boolean = () => true) => {
    read.then(
      ({ history, opened: next }) => {
        if (!isLive()) return;
        dispatch({ type: 'reset', history });
        setOpened(next);
      },
      (error: unknown) =>
        isLive() && setLoadError(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  useEffect(() => {
    let live = true;
    apply(readPage(file, true), () => live);
    return () => {
      live = false;
    };
  }, [file, apply]);

  const ready = opened !== undefined;
  // Compared as text: an edit undone by hand (typed back) is not an unsaved change.
  const savedText = useMemo(() => (opened ? JSON.stringify(opened.saved) : ''), [opened]);
  const dirty = useMemo(
    () => ready && JSON.stringify(page) !== savedText,
    [ready, page, savedText],
  );
  useDraftPersistence(file, opened?.baseVersion ?? null, state.history, dirty, ready);
  const check = usePageCheck(file, page, ready);
  const checked = check?.page === page;
  const problems = useMemo(
    () => (checked ? shownProblems(check.page, check.problems) : []),
    [checked, check],
  );

  const save = useCallback(async () => {
    if (!opened || !dirty || !checked || problems.length > 0) return;
    setSaveStatus({ kind: 'saving' });
    try {
      const { version } = await saveJson(file, page, opened.baseVersion);
      setOpened({ saved: page, baseVersion: version, restored: false });
      setSaveStatus({ kind: 'saved' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setSaveStatus({ kind: 'conflict', message: error.message });
      else
        setSaveStatus({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
    }
  }, [opened, dirty, checked, problems.length, file, page]);

  const keys = useMemo(
    () => ({
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      save: () => void save(),
    }),
    [save],
  );
  useUndoKeys(keys);

  const act = useCallback((action: EditorAction) => {
    setSaveStatus((s) => (s.kind === 'saved' ? { kind: 'idle' } : s));
    dispatch(action);
  }, []);

  return {
    state,
    act,
    page,
    ready,
    loadError,
    restored: opened?.restored ?? false,
    dirty,
    problems,
    checking: ready && !checked,
    checkError: checked ? check.error : undefined,
    canSave:
      ready &&
      dirty &&
      checked &&
      !check.error &&
      problems.length === 0 &&
      saveStatus.kind !== 'saving',
    saveStatus,
    save,
    /** Throws the unsaved edits away and reopens the file as it is on disk. */
    reload: () => {
      setOpened(undefined);
      setLoadError(undefined);
      setSaveStatus({ kind: 'idle' });
      apply(readPage(file, false));
    },
  };
}
