import { useEffect, useState } from 'react';
import { formatWhen } from '../when';
import { StudioDialog } from '../pages/StudioDialog';
import { fetchHistory, fetchVersion, type PageVersion } from '../studio-api';
import { DiffList } from './DiffList';
import { pageDiff } from './page-diff';

/**
 * A page's published versions (who, when, the note), each comparable with the page in the
 * editor in block terms. "Restore this version" puts it in the editor as one undoable change:
 * it is published like any other, so it is checked and recorded too.
 */
export function HistoryDialog({
  file,
  current,
  onRestore,
  onClose,
}: {
  file: string;
  current: unknown;
  onRestore: (page: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const [versions, setVersions] = useState<PageVersion[]>();
  const [selected, setSelected] = useState<string>();
  const [chosen, setChosen] = useState<{ commit: string; page: unknown }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    fetchHistory(file).then(setVersions, (e: unknown) =>
      setError(e instanceof Error ? e.message : String(e)),
    );
  }, [file]);
  const choose = (commit: string) => {
    setError(undefined);
    setSelected(commit);
    fetchVersion(file, commit).then(
      (page) => setChosen({ commit, page }),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  };
  const shown = chosen?.commit === selected ? chosen : undefined;
  const restorable =
    shown && typeof shown.page === 'object' && shown.page !== null ? shown.page : undefined;
  return (
    <StudioDialog
      title="History"
      submitLabel="Restore this version"
      onSubmit={() => {
        if (restorable) onRestore(restorable as Record<string, unknown>);
      }}
      onClose={onClose}
      busy={!restorable}
      error={error}
    >
      {!versions ? (
        <p role="status">Loading the history…</p>
      ) : versions.length === 0 ? (
        <p>This page has no published versions yet.</p>
      ) : (
        <fieldset className="history-versions">
          <legend>Published versions, newest first</legend>
          {versions.map((version) => (
            <label key={version.commit}>
              <input
                type="radio"
                name="version"
                checked={selected === version.commit}
                onChange={() => choose(version.commit)}
              />
              {formatWhen(version.date)} · {version.author} · {version.message}
            </label>
          ))}
        </fieldset>
      )}
      {shown && (
        <section aria-label="Changes from this version to the page in the editor">
          <h3>From this version to the page in the editor</h3>
          <DiffList diff={pageDiff(shown.page, current)} />
        </section>
      )}
    </StudioDialog>
  );
}
