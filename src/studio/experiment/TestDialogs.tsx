import { StudioDialog } from '../ui/StudioDialog';

/**
 * How ending a test reaches visitors: published at once (the site), sent for review (a site
 * that reviews), or saved to the files (the local studio).
 */
export type Delivery = 'publish' | 'review' | 'save';

const words: Record<Delivery, { button: string; now: string; done: string }> = {
  publish: { button: 'publish', now: 'The page is published now.', done: 'published' },
  review: {
    button: 'request review',
    now: 'The page is sent for review now; visitors see it once another editor approves it.',
    done: 'published',
  },
  save: { button: 'save', now: 'The page is saved now.', done: 'saved' },
};

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
 * Asked before a test ends with one version for everyone (the variant promoted, or the original
 * kept), which goes out at once with any other change not published yet.
 */
export function EndDialog({
  keep,
  delivery,
  otherChanges,
  onEnd,
  onClose,
}: {
  /** The original stays; else the variant takes its place. */
  keep: boolean;
  delivery: Delivery;
  otherChanges: boolean;
  onEnd: () => void;
  onClose: () => void;
}) {
  const { button, now, done } = words[delivery];
  return (
    <StudioDialog
      title={keep ? 'Keep the original for everyone?' : 'Show the variant to everyone?'}
      submitLabel={keep ? `End the test and ${button}` : `Promote and ${button}`}
      onSubmit={onEnd}
      onClose={onClose}
    >
      <p>
        {keep
          ? 'The test ends and the variant is removed: every visitor sees the original.'
          : "The variant takes the original's place for every visitor and the test ends."}{' '}
        {now}
      </p>
      {otherChanges && (
        <p>
          <strong>This page has other changes not {done} yet.</strong> They go with it.
        </p>
      )}
    </StudioDialog>
  );
}
