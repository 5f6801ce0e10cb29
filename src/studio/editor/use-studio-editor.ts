import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isRecord } from '../../schema/is-record';
import {
  ApiError,
  discardServerDraft,
  fetchDraft,
  loadFile,
  publishPage,
  requestChange,
  saveJson,
  saveSiteEntries,
} from '../studio-api';
import { whenText } from '../changes/change-words';
import { studioSession, useStudioSession } from '../studio-session';
import { loadDraft } from './draft-store';
import { keepEntries, loadEntries, type EntriesChange } from './entries-store';
import { editorReducer, initialEditorState, type EditorAction } from './editor-state';
import { startHistory, type History } from './history';
import { shownProblems } from './problem-list';
import { openDoc, type StudioDoc } from './studio-doc';
import { usePageCheck } from './use-page-check';
import { useDraftPersistence } from './use-draft-persistence';
import { useDraftedMarks } from './use-drafted-marks';
import { draftText, useServerDraft, type ServerDraft } from './use-server-draft';
import { useUndoKeys } from './use-undo-keys';
import { usePublishDelivery, type Delivery } from './use-publish-delivery';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  /** On the site, `delivery` says whether the content remote has the publish yet. */
  | { kind: 'saved'; delivery?: Delivery }
  /** A change was asked for (scheduled, or sent for review): the page is as published. */
  | { kind: 'submitted'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

interface Opened {
  /** The page as it is on disk (or was when last saved from here). */
  saved: unknown;
  baseVersion: string | null;
  restored: boolean;
  /** On the site: the page's draft on the server when it was opened (none: revision null). */
  serverDraft?: ServerDraft;
  /** On the site: the drafted texts that draft marks (the local studio keeps them itself). */
  drafted?: readonly string[];
}

interface ReadPage {
  history: History<StudioDoc>;
  opened: Opened;
}

/**
 * A page file as the editor opens it: its unsaved draft if one is kept (and wanted), else the
 * file. On the site, the draft on the server (any editor's) is the page's unsaved state; the
 * edits kept in this browser are used when they continue that very draft.
 */
async function readPage(file: string, useDraft: boolean): Promise<ReadPage> {
  const session = await studioSession();
  const onSite = session.mode === 'server';
  const [loaded, server] = await Promise.all([
    // On the site a new page (drafted from a brief) is only a draft until it is published.
    loadFile(file).catch((error: unknown) => {
      if (onSite && useDraft && error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }),
    onSite && useDraft ? fetchDraft(file) : undefined,
  ]);
  if (!loaded) {
    if (!server) throw new Error(`${file} does not exist and has no draft`);
    return {
      history: startHistory(openDoc(server.page)),
      opened: {
        saved: {},
        baseVersion: null,
        restored: true,
        serverDraft: {
          revision: server.revision,
          last: server,
          syncedText: draftText(server.page, server.drafted),
        },
        drafted: server.drafted,
      },
    };
  }
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
  const local = useDraft ? loadDraft(file) : undefined;
  if (session.mode === 'local')
    return {
      history: local?.history ?? startHistory(openDoc(value)),
      opened: {
        saved: value,
        baseVersion: local ? local.baseVersion : loaded.version,
        restored: Boolean(local),
      },
    };
  const serverDraft: ServerDraft = {
    revision: server?.revision ?? null,
    last: server,
    ...(server ? { syncedText: draftText(server.page, server.drafted) } : {}),
  };
  const continues = local && (local.revision ?? null) === serverDraft.revision;
  const history = continues
    ? local.history
    : server
      ? { past: [openDoc(value)], present: openDoc(server.page), future: [] }
      : startHistory(openDoc(value));
  return {
    history,
    opened: {
      saved: value,
      baseVersion: continues ? local.baseVersion : (server?.baseVersion ?? loaded.version),
      restored: Boolean(continues || server),
      serverDraft,
      drafted: server?.drafted ?? [],
    },
  };
}

/**
 * Everything the editor screen needs for one page file: opening it (or the unsaved draft left
 * for it), the undoable state, checking, saving with the changed-on-disk guard, and the keys.
 */
export function useStudioEditor(file: string) {
  const navigate = useNavigate();
  const [entries, holdEntries] = useState<EntriesChange | undefined>(() => loadEntries(file));
  // Kept beside the page's draft too: a reload shows the menu choices still made, still unsaved.
  const setEntries = useCallback(
    (change: EntriesChange | undefined) => {
      holdEntries(change);
      keepEntries(file, change);
    },
    [file],
  );
  // Counts saves of the entries, so their form reads site.config.json again after one.
  const [entriesSaved, setEntriesSaved] = useState(0);
  const [state, dispatch] = useReducer(editorReducer, openDoc({}), initialEditorState);
  const [opened, setOpened] = useState<Opened>();
  const [loadError, setLoadError] = useState<string>();
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ kind: 'idle' });
  const page = state.history.present.page;
  const session = useStudioSession();
  // On a site that reviews, menu and footer links go for review too (as site.config.json).
  const review = session?.mode === 'server' && session.publishing.review;
  const settleDelivery = useCallback(
    (delivery: Delivery) =>
      setSaveStatus((s) => (s.kind === 'saved' && s.delivery ? { kind: 'saved', delivery } : s)),
    [],
  );
  usePublishDelivery(saveStatus.kind === 'saved' ? saveStatus.delivery : undefined, settleDelivery);

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
  const problems = useMemo(
    () => (checked ? shownProblems(check.page, check.problems) : []),
    [checked, check],
  );

  const { forget, settled } = server;
  const save = useCallback(
    async (message?: string, redirectFrom?: string) => {
      if (!opened || !dirty || !checked || problems.length > 0) return;
      setSaveStatus({ kind: 'saving' });
      try {
        const { baseVersion } = opened;
        let version = baseVersion ?? '';
        let delivery: Delivery | undefined;
        if (onSite) {
          const published = await publishPage({
            file,
            page,
            baseVersion,
            revision: await settled(),
            drafted: drafted.texts,
            message,
            redirectFrom,
            ...(entries ? { entries } : {}),
          });
          ({ version } = published);
          const commit = published.published?.commit;
          if (published.published?.pending && commit) delivery = { kind: 'pending', commit };
        } else {
          if (pageDirty) ({ version } = await saveJson(file, page, baseVersion));
          if (entries) await saveSiteEntries(entries);
        }
        if (onSite) forget();
        if (entries) {
          setEntries(undefined);
          setEntriesSaved((n) => n + 1);
        }
        setOpened({
          saved: page,
          baseVersion: version,
          restored: false,
          ...(onSite ? { serverDraft: { revision: null }, drafted: [] } : {}),
        });
        setSaveStatus(delivery ? { kind: 'saved', delivery } : { kind: 'saved' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409)
          setSaveStatus({ kind: 'conflict', message: error.message });
        else
          setSaveStatus({
            kind: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
      }
    },
    [
      opened,
      dirty,
      pageDirty,
      entries,
      setEntries,
      checked,
      problems.length,
      file,
      page,
      onSite,
      settled,
      forget,
      drafted.texts,
    ],
  );

  /**
   * On a site that reviews: the menu and footer links as a review request of site.config.json
   * of their own. Says what became of them; with the page sent too, a refusal is said, not thrown.
   */
  const requestEntries = useCallback(
    async (links: EntriesChange, withPage: boolean) => {
      try {
        await saveSiteEntries(links);
      } catch (error) {
        if (!withPage) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        return `Its menu and footer links were not sent for review: ${reason}`;
      }
      setEntries(undefined);
      setEntriesSaved((n) => n + 1);
      return withPage
        ? 'Its menu and footer links are a review request of their own.'
        : 'Sent for review: the menu and footer links to this page. Another editor approves it; the page list shows where it stands.';
    },
    [setEntries],
  );

  /**
   * On the site: the page as a change to publish later (at `publishAt`, the site's wall clock)
   * and, on a site that reviews, once another editor approves it. The draft goes into the
   * change; the editor then shows the page as published.
   */
  const submit = useCallback(
    async (options: { message?: string; redirectFrom?: string; publishAt?: string }) => {
      if (!opened || !checked || problems.length > 0) return;
      if (review ? !dirty : !pageDirty || entries) return;
      setSaveStatus({ kind: 'saving' });
      try {
        const change = pageDirty
          ? await requestChange({
              file,
              action: 'publish',
              page,
              baseVersion: opened.baseVersion,
              revision: await settled(),
              drafted: drafted.texts,
              ...options,
            })
          : undefined;
        const links = entries && (await requestEntries(entries, change !== undefined));
        if (!change) {
          setSaveStatus({ kind: 'submitted', message: links ?? '' });
          return;
        }
        forget();
        const when = change.publishAt ? whenText(change) : undefined;
        const message =
          change.state === 'review'
            ? `Sent for review${when ? `, to be published at ${when}` : ''}. Another editor approves it; the page list shows where it stands.`
            : `Scheduled: published at ${when ?? ''}. The page list shows it under Scheduled and review.`;
        // A page not published yet has no file to show as published: it stays as sent.
        if (opened.baseVersion === null)
          setOpened({
            saved: page,
            baseVersion: null,
            restored: false,
            serverDraft: { revision: null },
            drafted: drafted.texts,
          });
        else {
          setOpened(undefined);
          apply(readPage(file, false));
        }
        setSaveStatus({ kind: 'submitted', message: links ? `${message} ${links}` : message });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409)
          setSaveStatus({ kind: 'conflict', message: error.message });
        else
          setSaveStatus({
            kind: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
      }
    },
    [
      opened,
      review,
      dirty,
      pageDirty,
      checked,
      problems.length,
      entries,
      requestEntries,
      file,
      page,
      settled,
      forget,
      apply,
      drafted.texts,
    ],
  );

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
    setSaveStatus((s) => (s.kind === 'saved' || s.kind === 'submitted' ? { kind: 'idle' } : s));
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
    submit,
    /**
     * Whether the page can be scheduled or sent for review now: with menu changes only on a site
     * that reviews (they go for review of their own, never at a time).
     */
    canSubmit:
      ready &&
      (review ? dirty : pageDirty && entries === undefined) &&
      checked &&
      !check.error &&
      problems.length === 0 &&
      saveStatus.kind !== 'saving',
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
    /** The marks of texts drafted from a brief that nobody has edited or accepted yet. */
    drafted,
    /** On the site: the page's draft on the server (its revision, who saved it, a conflict). */
    serverDraft: onSite ? server.draft : undefined,
    /** On the site: a new page, a draft only, which no visitor has seen yet. */
    neverPublished,
    /** Throws the unsaved edits away (on the site, the page's draft too) and reopens the file. */
    reload: () => {
      setEntries(undefined);
      setEntriesSaved((n) => n + 1);
      setOpened(undefined);
      setLoadError(undefined);
      setSaveStatus({ kind: 'idle' });
      const discard =
        onSite && revision !== null && !server.draft.conflict
          ? discardServerDraft(file, revision).catch(() => undefined)
          : Promise.resolve();
      forget();
      // A page that was only a draft is gone with it: back to the page list.
      if (neverPublished) {
        void discard.then(() => {
          void navigate('/');
        });
        return;
      }
      apply(discard.then(() => readPage(file, false)));
    },
    /** On the site, after another editor saved the draft: opens the page with their draft. */
    takeTheirs: () => {
      setOpened(undefined);
      setSaveStatus({ kind: 'idle' });
      forget();
      apply(readPage(file, true));
    },
  };
}
