import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchChanges, stepChange, type PageChange } from '../studio-api';
import { actionText, stateText, whenText } from './change-words';
import { changePage } from './change-page';
import { ChangeSteps } from './ChangeSteps';
import { ReviewDialog } from './ReviewDialog';
import './changes.css';

/** How often the list asks again, so a change published meanwhile shows as published. */
const refreshMs = 3000;

/**
 * On the site: the page changes scheduled or waiting for review, and those finished lately (a
 * failure with its problems), each with who asked for it and when it is due. An editor cancels
 * one, or opens one waiting for review to compare, comment, approve or send it back.
 */
export function ChangesPanel() {
  const [changes, setChanges] = useState<PageChange[]>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState('');
  const [reviewing, setReviewing] = useState<number>();
  const heading = useRef<HTMLHeadingElement>(null);
  const refresh = useCallback(
    () =>
      fetchChanges().then(
        (found) => {
          setChanges(found);
          setError(undefined);
        },
        (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
      ),
    [],
  );
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), refreshMs);
    return () => clearInterval(timer);
  }, [refresh]);

  const cancel = async (change: PageChange) => {
    try {
      await stepChange(change.id, 'cancel');
      setNotice(`Cancelled the change to ${changePage(change)}.`);
    } catch (e) {
      setNotice(e instanceof Error ? e.message : String(e));
    }
    await refresh();
    heading.current?.focus();
  };

  return (
    <section className="changes" aria-labelledby="changes-heading">
      <h2 id="changes-heading" ref={heading} tabIndex={-1}>
        Scheduled and review
      </h2>
      <p role="status" className="list-notice">
        {notice}
      </p>
      {error && <p role="alert">Could not load the scheduled changes: {error}</p>}
      {!changes ? (
        <p>Loading the scheduled changes…</p>
      ) : changes.length === 0 ? (
        <p>Nothing is scheduled or waiting for review.</p>
      ) : (
        <ul className="change-list" aria-label="Scheduled and reviewed changes">
          {changes.map((change) => {
            const open = ['review', 'sent_back', 'scheduled'].includes(change.state);
            const problems = change.outcome?.problems ?? [];
            return (
              <li key={change.id} className={`change change-${change.state}`}>
                <h3>
                  {changePage(change)} <span className="change-action">· {actionText(change)}</span>
                </h3>
                <dl>
                  <dt>When</dt>
                  <dd>{whenText(change)}</dd>
                  <dt>By</dt>
                  <dd>{change.mine ? `${change.author} (you)` : change.author}</dd>
                  <dt>Where it stands</dt>
                  <dd className="change-state">{stateText[change.state]}</dd>
                  {change.message && (
                    <>
                      <dt>Note</dt>
                      <dd>{change.message}</dd>
                    </>
                  )}
                </dl>
                {change.state === 'failed' && (
                  <div className="change-failure">
                    <p>{change.outcome?.message}</p>
                    {problems.length > 0 && (
                      <ul>
                        {problems.map((p, i) => (
                          <li key={i}>{p.message}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
                <details>
                  <summary>Steps ({change.events.length})</summary>
                  <ChangeSteps events={change.events} zone={change.timeZone} />
                </details>
                <div className="row-actions">
                  {(change.state === 'review' || change.state === 'sent_back') && (
                    <button type="button" onClick={() => setReviewing(change.id)}>
                      {change.state === 'review' && !change.mine ? 'Review' : 'Open'}
                      <span className="visually-hidden"> the change to {changePage(change)}</span>
                    </button>
                  )}
                  {open && (
                    <button type="button" onClick={() => void cancel(change)}>
                      Cancel
                      <span className="visually-hidden"> the change to {changePage(change)}</span>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {reviewing !== undefined && (
        <ReviewDialog
          id={reviewing}
          onDone={(message) => {
            setReviewing(undefined);
            if (message) setNotice(message);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
