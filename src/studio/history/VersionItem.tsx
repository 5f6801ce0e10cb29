import type { PageVersion } from '../studio-api';
import { DiffList } from './DiffList';
import { pageDiff } from './page-diff';
import { versionNote } from './version-note';

/**
 * One published version: when, who, the note, and what it changed from the version before it
 * in words; its button asks before restoring it.
 */
export function VersionItem({
  version,
  when,
  page,
  before,
  first,
  onRestore,
}: {
  version: PageVersion;
  when: string;
  /** The page as this version had it (undefined: still loading). */
  page: unknown;
  /** The version before it (undefined: loading, or this is the first). */
  before: unknown;
  first: boolean;
  onRestore: () => void;
}) {
  const note = versionNote(version.message);
  return (
    <li className="history-version">
      <p className="history-version-head">
        <strong>{when}</strong> · {version.author}
      </p>
      <p className="history-note">{note ? `Note: ${note}` : 'No note'}</p>
      {page === undefined ? (
        <p className="hint">Reading this version…</p>
      ) : first ? (
        <p>First published</p>
      ) : before === undefined ? (
        <p className="hint">Reading the version before it…</p>
      ) : (
        <DiffList diff={pageDiff(before, page)} same="Published again with no change" />
      )}
      <button type="button" onClick={onRestore} disabled={page === undefined}>
        Restore this version…<span className="visually-hidden"> (of {when})</span>
      </button>
    </li>
  );
}
