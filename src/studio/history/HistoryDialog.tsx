import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from '../ui/use-modal-dialog';
import { fetchHistory, fetchVersion, type PageVersion } from '../studio-api';
import { formatWhen } from '../when';
import { RestoreConfirm } from './RestoreConfirm';
import { VersionItem } from './VersionItem';

/** The versions read and compared at most: a longer history shows its newest ones. */
const shownVersions = 30;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * A page's published versions as a list, newest first: each with who, when, the note and what
 * it changed in words. "Restore this version" asks first, naming what goes, then puts the
 * version in the editor as one undoable change: it is published like any other, so it is
 * checked and recorded too.
 */
export function HistoryDialog({
  file,
  current,
  zone,
  draft,
  onRestore,
  onClose,
}: {
  file: string;
  current: unknown;
  /** The site's time zone, which the times are shown in. */
  zone: string | undefined;
  /** The draft not published yet that a restore replaces, in words; undefined: none. */
  draft: string | undefined;
  onRestore: (page: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [versions, setVersions] = useState<PageVersion[]>();
  const [pages, setPages] = useState<ReadonlyMap<string, unknown>>(new Map());
  const [confirming, setConfirming] = useState<PageVersion>();
  const [error, setError] = useState<string>();
  const dialog = useModalDialog(confirming === undefined, heading);
  useEffect(() => {
    let live = true;
    fetchHistory(file).then(
      (found) => {
        if (!live) return;
        const shown = found.slice(0, shownVersions + 1);
        setVersions(found);
        for (const version of shown)
          fetchVersion(file, version.commit).then(
            (page) => live && setPages((had) => new Map(had).set(version.commit, page)),
            (e: unknown) => live && setError(message(e)),
          );
      },
      (e: unknown) => live && setError(message(e)),
    );
    return () => {
      live = false;
    };
  }, [file]);

  if (confirming) {
    const page = pages.get(confirming.commit);
    return (
      <RestoreConfirm
        when={formatWhen(confirming.date, zone)}
        page={page}
        current={current}
        draft={draft}
        onCancel={() => setConfirming(undefined)}
        onRestore={() => {
          if (typeof page === 'object' && page !== null && !Array.isArray(page))
            onRestore(page as Record<string, unknown>);
        }}
      />
    );
  }
  const listed = versions?.slice(0, shownVersions);
  return (
    <dialog
      ref={dialog}
      className="studio-dialog history-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        History
      </h2>
      {!listed ? (
        !error && <p role="status">Loading the history…</p>
      ) : listed.length === 0 ? (
        <p>This page has no published versions yet.</p>
      ) : (
        <ol className="history-versions" aria-label="Published versions, newest first">
          {listed.map((version, i) => {
            const older = versions?.[i + 1];
            return (
              <VersionItem
                key={version.commit}
                version={version}
                when={formatWhen(version.date, zone)}
                page={pages.get(version.commit)}
                before={older && pages.get(older.commit)}
                first={older === undefined}
                current={current}
                onRestore={() => setConfirming(version)}
              />
            );
          })}
        </ol>
      )}
      {versions && versions.length > shownVersions && (
        <p className="hint">The {shownVersions} newest versions are shown.</p>
      )}
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
