import type { PageVersion } from '../studio-api';
import { DiffList } from '../changes/DiffList';
import { pageDiff } from '../changes/page-diff';
import { versionNote } from './version-note';

/**
 * One published version: when, who, the note, and what it changed from the version before it
 * in words; its button asks before restoring it. A version the page (with its draft) already
 * matches offers no restore, which would change nothing: it says so instead.
 */
export function VersionItem({
  version,
  when,
  page,
  before,
  first,
  current,
  onRestore,
}: {
  version: PageVersion;
  when: string;
  /** The page as this version had it (undefined: still loading). */
  page: unknown;
  /** The version before it (undefined: loading, or this is the first). */
  before: unknown;
  first: boolean;
  /** The page as the editor has it now, draft included. */
  current: unknown;
  onRestore: () => void;
}) {
  const note = versionNote(version.message);
  const diff = page === undefined ? undefined : pageDiff(current, page);
  const asNow = diff !== undefined && diff.settings.length === 0 && diff.blocks.length === 0;
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
      {asNow ? (
        <p className="history-as-now">The page is as this version has it now.</p>
      ) : (
        <button type="button" onClick={onRestore} disabled={page === undefined}>
          Restore this version…<span className="visually-hidden"> (of {when})</span>
        </button>
      )}
    </li>
  );
}
