import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from '../ui/use-modal-dialog';
import { DiffList } from './DiffList';
import { pageDiff } from './page-diff';
import { fetchChange, stepChange, type PageChange } from '../studio-api';
import { actionText, stateText, whenText } from './change-words';
import { changePage } from './change-page';
import { ChangeSteps } from './ChangeSteps';

type Loaded = PageChange & { content: unknown; published: unknown };

/**
 * One change on review: what it does to the page in block terms (the page as published now
 * against the change), its steps so far, and a comment. Another editor approves it (it is then
 * published, or scheduled for its time) or sends it back; its author only comments or cancels.
 */
export function ReviewDialog({
  id,
  onDone,
}: {
  id: number;
  /** Closed: with what happened, for the list's notice (nothing when just closed). */
  onDone: (message?: string) => void;
}) {
  const titleId = useId();
  const commentId = useId();
  const first = useRef<HTMLHeadingElement>(null);
  const dialog = useModalDialog(true, first);
  const [change, setChange] = useState<Loaded>();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchChange(id).then(setChange, (e: unknown) =>
      setError(e instanceof Error ? e.message : String(e)),
    );
  }, [id]);

  const act = async (action: 'comment' | 'approve' | 'sendBack') => {
    if (!change) return;
    if (action !== 'approve' && !comment.trim()) {
      setError(
        action === 'sendBack'
          ? 'Say in a comment what the author should change.'
          : 'Write a comment first.',
      );
      document.getElementById(commentId)?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const after = await stepChange(change.id, action, comment);
      if (action === 'comment') {
        setComment('');
        setChange({ ...change, ...after });
        setBusy(false);
        return;
      }
      const name = changePage(change);
      const done =
        after.state === 'published'
          ? `Approved: ${name} is published.`
          : after.state === 'scheduled'
            ? `Approved: ${name} is published at ${whenText(after)}.`
            : after.state === 'failed'
              ? `Approved, but ${name} was not published: ${after.outcome?.message ?? ''}`
              : `Sent ${name} back to ${change.author}.`;
      onDone(done);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  const canDecide = change?.state === 'review' && !change.mine;
  return (
    <dialog
      ref={dialog}
      className="studio-dialog review-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onDone();
      }}
    >
      <h2 id={titleId} ref={first} tabIndex={-1}>
        {change ? `Review: ${changePage(change)}` : 'Review'}
      </h2>
      {!change ? (
        !error && <p role="status">Loading the change…</p>
      ) : (
        <>
          <p>
            {actionText(change)} · asked for by {change.mine ? 'you' : change.author} ·{' '}
            {whenText(change)} · {stateText[change.state]}
          </p>
          {change.message && <p>Note: {change.message}</p>}
          <section aria-labelledby={`${titleId}-diff`}>
            <h3 id={`${titleId}-diff`}>What changes on the published page</h3>
            {change.action === 'unpublish' ? (
              <p>The page is removed from the site.</p>
            ) : (
              <DiffList diff={pageDiff(change.published ?? {}, change.content)} quote />
            )}
          </section>
          <section aria-labelledby={`${titleId}-steps`}>
            <h3 id={`${titleId}-steps`}>Steps</h3>
            <ChangeSteps events={change.events} zone={change.timeZone} />
          </section>
          {(change.state === 'review' || change.state === 'sent_back') && (
            <div className="field">
              <label htmlFor={commentId}>
                Comment for {change.mine ? 'reviewers' : 'the author'}
              </label>
              <textarea
                id={commentId}
                rows={3}
                maxLength={2000}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            </div>
          )}
          {change.state === 'review' && change.mine && (
            <p className="hint">You asked for this change: another editor approves it.</p>
          )}
        </>
      )}
      <p role="status" className="hint">
        {busy ? 'Saving your step (an approval publishes the page)…' : ''}
      </p>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={() => onDone()}>
          Close
        </button>
        {change && (change.state === 'review' || change.state === 'sent_back') && (
          <button type="button" onClick={() => void act('comment')} disabled={busy}>
            Comment
          </button>
        )}
        {canDecide && (
          <>
            <button type="button" onClick={() => void act('sendBack')} disabled={busy}>
              Send back
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => void act('approve')}
              disabled={busy}
            >
              {change.publishAt ? 'Approve' : 'Approve and publish'}
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
