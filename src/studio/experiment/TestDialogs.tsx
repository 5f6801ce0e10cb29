import { StudioDialog } from '../ui/StudioDialog';

/** Asked before a test whose variant was changed is stopped: the changes go with it. */
export function StopDialog({ onStop, onClose }: { onStop: () => void; onClose: () => void }) {
  return (
    <StudioDialog
      title="Stop the test?"
      submitLabel="Stop the test"
      onSubmit={onStop}
      onClose={onClose}
      danger
    >
      <p>
        The variant and your changes to it are removed; every visitor sees the original block. On a
        page already published with the test, visitors keep being split until you publish again. You
        can undo this.
      </p>
    </StudioDialog>
  );
}

/**
 * Asked before the variant is promoted: it is published for every visitor at once, the test
 * ends, and any other change not published yet goes with it.
 */
export function PromoteDialog({
  otherChanges,
  publishes,
  onPromote,
  onClose,
}: {
  otherChanges: boolean;
  /** The promotion is published at once (on the site); locally it is saved. */
  publishes: boolean;
  onPromote: () => void;
  onClose: () => void;
}) {
  return (
    <StudioDialog
      title="Show the variant to everyone?"
      submitLabel={publishes ? 'Promote and publish' : 'Promote and save'}
      onSubmit={onPromote}
      onClose={onClose}
    >
      <p>
        The variant takes the original's place for every visitor and the test ends.
        {publishes ? ' The page is published now.' : ' The page is saved now.'}
      </p>
      {otherChanges && (
        <p>
          <strong>This page has other changes not {publishes ? 'published' : 'saved'} yet.</strong>{' '}
          They are {publishes ? 'published' : 'saved'} with it.
        </p>
      )}
    </StudioDialog>
  );
}

/** Asked before a running test ends with the original kept for everyone, published at once. */
export function KeepDialog({
  otherChanges,
  onKeep,
  onClose,
}: {
  otherChanges: boolean;
  onKeep: () => void;
  onClose: () => void;
}) {
  return (
    <StudioDialog
      title="Keep the original for everyone?"
      submitLabel="End the test and publish"
      onSubmit={onKeep}
      onClose={onClose}
    >
      <p>
        The test ends and the variant is removed: every visitor sees the original. The page is
        published now.
      </p>
      {otherChanges && (
        <p>
          <strong>This page has other changes not published yet.</strong> They are published with
          it.
        </p>
      )}
    </StudioDialog>
  );
}
