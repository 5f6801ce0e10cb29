import { useState } from 'react';
import { Link } from 'react-router-dom';
import site from 'virtual:site';
import { pageTitle } from '../page-title';
import { useStudioSession } from '../studio-session';
import { ScheduleControls } from './ScheduleControls';
import { SiteDraftBar } from './SiteDraftBar';
import { publishedText } from './use-publish-delivery';
import { progressText, usePublishProgress } from './use-publish-progress';
import type { useStudioEditor } from './use-studio-editor';

type EditorApi = ReturnType<typeof useStudioEditor>;

function statusText(editor: EditorApi, publishing: string): string {
  const { saveStatus } = editor;
  const onSite = editor.serverDraft !== undefined;
  if (saveStatus.kind === 'saving') return onSite ? publishing : 'Saving…';
  if (saveStatus.kind === 'submitted' && !editor.dirty) return saveStatus.message;
  if (saveStatus.kind === 'saved' && !editor.dirty)
    return onSite ? publishedText(saveStatus.delivery) : 'Saved';
  if (editor.checkError) return `Could not check the page: ${editor.checkError}`;
  // On the site every edit is kept as the draft at once (the draft band says so): what is not
  // done yet is publishing it. Locally an edit is only in this browser until saved.
  const changed = onSite ? 'Not published yet' : 'Unsaved changes';
  const unchanged = onSite ? 'Nothing to publish' : 'No changes';
  if (editor.checking) return editor.dirty ? `${changed} · checking…` : 'Checking…';
  const count = editor.problems.length;
  const problems =
    count === 0 ? '' : ` · ${count === 1 ? '1 problem' : `${count} problems`} to fix first`;
  return `${editor.dirty ? changed : unchanged}${problems}`;
}

/** The editor's top bar: back to the list, the page's name, undo/redo, status and Save. */
export function EditorBar({
  file,
  page,
  editor,
  onUndo,
  onRedo,
}: {
  file: string;
  page: Readonly<Record<string, unknown>>;
  editor: EditorApi;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const { history } = editor.state;
  const { saveStatus } = editor;
  const [note, setNote] = useState('');
  const onSite = editor.serverDraft !== undefined;
  const publishing = usePublishProgress(onSite && saveStatus.kind === 'saving');
  const [keepOldPath, setKeepOldPath] = useState(true);
  const oldPath = editor.publishedPath;
  const moved =
    onSite && oldPath !== undefined && oldPath !== editor.page.path ? oldPath : undefined;
  const session = useStudioSession();
  const review = session?.mode === 'server' && session.publishing.review;
  const redirectFrom = moved && keepOldPath ? moved : undefined;
  const save = () =>
    void (
      review
        ? editor.submit({ message: note, ...(redirectFrom ? { redirectFrom } : {}) })
        : editor.save(onSite ? note : undefined, redirectFrom)
    ).then(() => setNote(''));
  return (
    <>
      <header className="editor-bar">
        <Link to="/" className="back-to-pages">
          <span aria-hidden="true">←</span>All pages
        </Link>
        <h1>
          {(typeof page.title === 'string' && pageTitle(page.title, site).trim()) ||
            'Untitled page'}{' '}
          <span className="page-path">
            {typeof page.path === 'string' && page.path !== '' ? page.path : 'no address yet'}
          </span>
        </h1>
        <div className="bar-actions">
          <button
            type="button"
            onClick={onUndo}
            disabled={history.past.length === 0}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            Undo
          </button>
          <button
            type="button"
            onClick={onRedo}
            disabled={history.future.length === 0}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            Redo
          </button>
          <p role="status" className="save-status">
            {statusText(editor, progressText(publishing))}
          </p>
          {publishing?.pages && publishing.pages.total > 1 && (
            <progress
              className="publish-progress"
              aria-label="Pages updated"
              value={publishing.pages.done}
              max={publishing.pages.total}
            >
              {publishing.pages.done} of {publishing.pages.total}
            </progress>
          )}
          {onSite &&
            editor.saveStatus.kind === 'saved' &&
            !editor.dirty &&
            typeof page.path === 'string' && (
              // Where the published page is, to see it as visitors do.
              <a className="live-link" href={page.path} target="_blank" rel="noopener">
                Live at {page.path}
              </a>
            )}
          <button
            type="button"
            className="primary"
            onClick={save}
            disabled={review ? !editor.canSubmit : !editor.canSave}
            aria-keyshortcuts={review ? undefined : 'Control+S Meta+S'}
          >
            {review ? 'Request review' : onSite ? 'Publish' : 'Save'}
          </button>
        </div>
      </header>
      <SiteDraftBar
        file={file}
        editor={editor}
        note={note}
        onNote={setNote}
        schedule={
          session?.mode === 'server' && (
            <ScheduleControls
              editor={editor}
              review={session.publishing.review}
              timeZone={session.publishing.timeZone}
              onSchedule={(publishAt) =>
                void editor
                  .submit({ message: note, publishAt, ...(redirectFrom ? { redirectFrom } : {}) })
                  .then(() => setNote(''))
              }
            />
          )
        }
      />
      {moved && (
        <label className="notice keep-old-path">
          <input
            type="checkbox"
            checked={keepOldPath}
            onChange={(event) => setKeepOldPath(event.target.checked)}
          />{' '}
          Keep the old address {moved} working: send its visitors to the new one for good (a
          permanent redirect, so search engines and old links follow the page)
        </label>
      )}
      {editor.restored && editor.dirty && !onSite && (
        <div className="notice" role="status">
          Your unsaved changes to this page were kept from last time.{' '}
          <button type="button" className="link-button" onClick={editor.reload}>
            Discard them
          </button>
        </div>
      )}
      {(saveStatus.kind === 'conflict' || saveStatus.kind === 'failed') && (
        <div className="notice notice-error" role="alert">
          {saveStatus.message}
          {saveStatus.kind === 'conflict' && (
            <>
              {' '}
              Your changes were not saved.{' '}
              <button type="button" className="link-button" onClick={editor.reload}>
                Reload the file from disk (discards your changes)
              </button>
            </>
          )}
        </div>
      )}
    </>
  );
}
