import { useCallback, useMemo } from 'react';
import { isRecord } from '../../schema/is-record';
import { useStudioSession } from '../studio-session';
import type { EditorAction } from './editor-state';
import { shownProblems } from './problem-list';
import type { StudioProblem } from '../studio-api';
import { useReopenPage } from './use-reopen-page';
import { usePageCheck } from './use-page-check';
import { useDraftPersistence } from './use-draft-persistence';
import { useDraftedMarks } from '../form/use-drafted-marks';
import { useEntriesChange } from './use-entries-change';
import { useOpenedPage } from './use-opened-page';
import { useSavePage } from './use-save-page';
import { useSaveStatus } from './use-save-status';
import { useServerDraft } from './use-server-draft';
import { useSubmitPage } from './use-submit-page';
import { useUndoKeys } from './use-undo-keys';

export type { SaveStatus } from './use-save-status';

/**
 * Everything the editor screen needs for one page file: opening it (or the unsaved draft left
 * for it), the undoable state, checking, saving with the changed-on-disk guard, and the keys.
 */
export function useStudioEditor(file: string) {
  const { entries, setEntries, entriesSaved, entriesDone } = useEntriesChange(file);
  const opening = useOpenedPage(file);
  const { state, dispatch, opened, setOpened, loadError, apply } = opening;
  const [saveStatus, setSaveStatus] = useSaveStatus();
  const page = state.history.present.page;
  const session = useStudioSession();
  // On a site that reviews, menu and footer links go for review too (as site.config.json).
  const review = session?.mode === 'server' && session.publishing.review;

  const ready = opened !== undefined;
  // Compared as text: an edit undone by hand (typed back) is not an unsaved change.
  const savedText = useMemo(() => (opened ? JSON.stringify(opened.saved) : ''), [opened]);
  const pageDirty = useMemo(
    () => ready && JSON.stringify(page) !== savedText,
    [ready, page, savedText],
  );
  // One save covers everything the editor changed: the page and its menu and footer links.
  const dirty = pageDirty || entries !== undefined;
  const onSite = opened?.serverDraft !== undefined;
  // A new page, a draft only, which no visitor has seen yet.
  const neverPublished = onSite && opened?.baseVersion === null;
  const drafted = useDraftedMarks(file, page, opened?.drafted);
  const server = useServerDraft({
    enabled: onSite,
    file,
    page,
    drafted: drafted.texts,
    baseVersion: opened?.baseVersion ?? null,
    dirty: pageDirty,
    paused: saveStatus.kind === 'saving',
    start: opened?.serverDraft,
  });
  const revision = server.draft.revision;
  useDraftPersistence(file, opened?.baseVersion ?? null, state.history, pageDirty, ready, revision);
  const check = usePageCheck(file, page, ready);
  const checked = check?.page === page;
  // Health warnings are shown at their fields but never hold the page back (decisions.md #104).
  const { problems, warnings } = useMemo(
    () => splitProblems(checked ? check : undefined),
    [checked, check],
  );

  const { forget, settled } = server;
  const context = {
    file,
    page,
    opened,
    setOpened,
    pageDirty,
    dirty,
    passes: checked && problems.length === 0,
    onSite,
    entries,
    entriesDone,
    settled,
    forget,
    drafted: drafted.texts,
    setSaveStatus,
  };
  const save = useSavePage(context);
  const submit = useSubmitPage({ ...context, review, apply });
  const reopen = useReopenPage({
    file,
    opening,
    setSaveStatus,
    entriesDone,
    forget,
    discardable: onSite && !server.draft.conflict ? revision : null,
    neverPublished,
  });

  const keys = useMemo(
    () => ({
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      save: () => void save(),
    }),
    [dispatch, save],
  );
  useUndoKeys(keys);

  const act = useCallback(
    (action: EditorAction) => {
      setSaveStatus((s) => (s.kind === 'saved' || s.kind === 'submitted' ? { kind: 'idle' } : s));
      dispatch(action);
    },
    [dispatch, setSaveStatus],
  );

  // Checked, without problems, and not being saved already.
  const sendable =
    ready && checked && !check.error && problems.length === 0 && saveStatus.kind !== 'saving';

  return {
    state,
    act,
    page,
    ready,
    loadError,
    restored: opened?.restored ?? false,
    dirty,
    problems,
    warnings,
    checking: ready && !checked,
    checkError: checked ? check.error : undefined,
    canSave: sendable && dirty,
    saveStatus,
    save,
    submit,
    /**
     * Whether the page can be scheduled or sent for review now: with menu changes only on a site
     * that reviews (they go for review of their own, never at a time).
     */
    canSubmit: sendable && (review ? dirty : pageDirty && entries === undefined),
    /** The menu and footer change waiting for the next save, if any. */
    entries,
    /** Tells the editor the menu and footer choices (undefined: as they are in the config). */
    setEntries,
    /** Goes up after each save of the menu and footer, which their form then reads anew. */
    entriesSaved,
    /** The page's path as published (undefined for a page not published yet). */
    publishedPath:
      isRecord(opened?.saved) && typeof opened.saved.path === 'string'
        ? opened.saved.path
        : undefined,
    /** The page as last published (on the site) or saved (locally); undefined until opened. */
    savedPage: opened?.saved,
    /** The marks of texts drafted from a brief that nobody has edited or accepted yet. */
    drafted,
    /** On the site: the page's draft on the server (its revision, who saved it, a conflict). */
    serverDraft: onSite ? server.draft : undefined,
    /** On the site: a new page, a draft only, which no visitor has seen yet. */
    neverPublished,
    ...reopen,
  };
}

/** A check's errors and its health warnings, each as the editor says them. */
function splitProblems(check: { page: unknown; problems: readonly StudioProblem[] } | undefined) {
  if (!check) return { problems: [], warnings: [] };
  const said = (warning: boolean) =>
    shownProblems(
      check.page,
      check.problems.filter((p) => (p.severity === 'warning') === warning),
    );
  return { problems: said(false), warnings: said(true) };
}
