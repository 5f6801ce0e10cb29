import { useState, type ReactNode } from 'react';
import { formatWhen } from '../when';
import { siteZone, useStudioSession } from '../studio-session';
import { ApiError, createPreviewLink } from '../studio-api';
import { HistoryDialog } from '../history/HistoryDialog';
import { StudioDialog } from '../ui/StudioDialog';
import { DiscardedDraftNotice } from '../discarded-drafts/DiscardedDraftNotice';
import { openDoc } from './studio-doc';
import { noteDiscarded, useDiscardedDraft } from '../discarded-drafts/use-discarded-draft';
import type { useStudioEditor } from './use-studio-editor';

type EditorApi = ReturnType<typeof useStudioEditor>;

/**
 * On the site: where the page's draft stands on the server (kept, by whom, or taken over by
 * another editor), the note for the publish, the history, a preview link to send before
 * publishing and `schedule` (Publish later), each a control in one row that wraps.
 */
export function SiteDraftBar({
  file,
  editor,
  note,
  onNote,
  schedule,
}: {
  file: string;
  editor: EditorApi;
  note: string;
  onNote: (note: string) => void;
  schedule?: ReactNode;
}) {
  const [link, setLink] = useState<{ url: string; expiresAt: string }>();
  const [linkError, setLinkError] = useState<string>();
  const [history, setHistory] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const zone = siteZone(useStudioSession());
  const draft = editor.serverDraft;
  const noDraft = draft?.revision === null && !draft.last && !editor.dirty;
  const bringBack = useDiscardedDraft(file, editor.ready && noDraft);
  if (!draft) return null;
  const { last } = draft;
  const makeLink = (revision: number) => {
    setLinkError(undefined);
    createPreviewLink(file, revision).then(
      (made) => setLink({ ...made, url: new URL(made.url, window.location.origin).href }),
      (error: unknown) =>
        setLinkError(error instanceof ApiError ? error.message : 'The link could not be made.'),
    );
  };
  return (
    <div className="site-draft">
      {draft.conflict ? (
        <div className="notice notice-error" role="alert">
          {draft.conflict}. Your latest changes are kept in this browser only.{' '}
          <button type="button" className="link-button" onClick={editor.takeTheirs}>
            Open the draft as it is now (discards your changes)
          </button>
        </div>
      ) : (
        <p className="draft-status" role="status">
          {last
            ? `Draft saved ${last.mine ? 'by you' : `by ${last.author}`}, ${formatWhen(last.updatedAt, zone)}`
            : editor.dirty
              ? 'Saving the draft…'
              : 'No draft: this is the published page'}
          {draft.error ? ` · not kept: ${draft.error}` : ''}
          {draft.revision !== null && (
            <>
              {' '}
              <button type="button" className="link-button" onClick={() => setDiscarding(true)}>
                Discard the draft
              </button>
            </>
          )}
        </p>
      )}
      {bringBack && (
        <DiscardedDraftNotice draft={bringBack} file={file} onRestored={editor.takeTheirs} />
      )}
      {last && !last.mine && !draft.conflict && (
        <p className="notice" role="status">
          {last.author} has been editing this page. Your changes continue their draft.
        </p>
      )}
      {discarding && (
        <StudioDialog
          title="Discard this draft?"
          submitLabel="Discard the draft"
          danger
          onClose={() => setDiscarding(false)}
          onSubmit={() => {
            setDiscarding(false);
            noteDiscarded(file);
            editor.reload();
          }}
        >
          <p>
            {editor.neverPublished
              ? 'This page has never been published: discarding its draft removes the page, and nothing of it stays.'
              : `Every change in the draft${last ? ` (last saved ${last.mine ? 'by you' : `by ${last.author}`}, ${formatWhen(last.updatedAt, zone)})` : ''} will be removed. The page stays as visitors see it now.`}
          </p>
        </StudioDialog>
      )}
      <label className="publish-note">
        Note for this change (optional)
        <input
          type="text"
          value={note}
          maxLength={200}
          onChange={(event) => onNote(event.target.value)}
          placeholder="What changed and why"
        />
      </label>
      <button type="button" onClick={() => setHistory(true)}>
        History
      </button>
      {history && (
        <HistoryDialog
          file={file}
          current={editor.page}
          zone={zone}
          draft={
            draft.revision !== null || editor.dirty
              ? last
                ? `last saved ${last.mine ? 'by you' : `by ${last.author}`}, ${formatWhen(last.updatedAt, zone)}`
                : 'your changes'
              : undefined
          }
          onClose={() => setHistory(false)}
          onRestore={(page) => {
            const { past, present } = editor.state.history;
            editor.act({
              type: 'reset',
              history: { past: [...past, present], present: openDoc(page), future: [] },
            });
            setHistory(false);
          }}
        />
      )}
      <div className="preview-link">
        <button
          type="button"
          onClick={() => draft.revision !== null && makeLink(draft.revision)}
          disabled={draft.revision === null}
        >
          Preview link
        </button>
        {link && (
          <label>
            Send this link (it shows the draft as saved now, not later changes, until it is
            published or discarded, at the latest {formatWhen(link.expiresAt, zone)})
            <input type="text" readOnly value={link.url} onFocus={(e) => e.target.select()} />
          </label>
        )}
        {linkError && <span role="alert">{linkError}</span>}
      </div>
      {schedule}
    </div>
  );
}
