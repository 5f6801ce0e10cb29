import { StudioDialog } from '../ui/StudioDialog';

/**
 * Asked when the marketer goes to another page of the studio with unsaved changes. Cancel (which
 * has the focus, and Escape) stays; the changes are kept as a draft in this browser either way.
 */
export function LeaveDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  return (
    <StudioDialog
      title="Leave with unsaved changes?"
      submitLabel="Leave this page"
      onSubmit={onLeave}
      onClose={onStay}
    >
      <p>
        Your changes to this page are not saved. They stay in this browser as a draft until you save
        or discard them, but the site does not have them.
      </p>
    </StudioDialog>
  );
}
