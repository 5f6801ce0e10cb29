import { StudioDialog } from '../ui/StudioDialog';
import { DiffList } from '../changes/DiffList';
import { pageDiff } from '../changes/page-diff';

/**
 * Asks before a version replaces the page in the editor, naming what goes: the draft not
 * published yet (if any) and, in words, what changes. Cancel (focused first) restores nothing.
 */
export function RestoreConfirm({
  when,
  page,
  current,
  draft,
  onRestore,
  onCancel,
}: {
  when: string;
  page: unknown;
  current: unknown;
  /** The draft not published yet that the version replaces, in words ("saved by you, …"). */
  draft: string | undefined;
  onRestore: () => void;
  onCancel: () => void;
}) {
  return (
    <StudioDialog
      title={`Restore the version of ${when}?`}
      submitLabel="Restore this version"
      danger
      onSubmit={onRestore}
      onClose={onCancel}
    >
      <p>
        {draft
          ? `The page in the editor becomes this version, replacing the draft not published yet (${draft}).`
          : 'The page in the editor becomes this version.'}{' '}
        Visitors see it only once you publish it; until then Undo brings the page back.
      </p>
      <h3 className="restore-changes-heading">What changes in the editor</h3>
      <DiffList
        diff={pageDiff(current, page)}
        same="Nothing: the page in the editor is this version already."
      />
    </StudioDialog>
  );
}
