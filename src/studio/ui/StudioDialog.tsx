import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

/**
 * A modal form dialog of the page list: focus starts on its first field (or button), Escape and
 * Cancel close it and focus returns to the button that opened it.
 */
export function StudioDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  busy,
  error,
  children,
  danger,
}: {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  busy?: boolean;
  error?: string;
  children: ReactNode;
  danger?: boolean;
}) {
  const id = useId();
  const first = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<HTMLElement | null>(null);
  const dialog = useModalDialog(true, focusTarget);
  const setFirst = (node: HTMLDivElement | null) => {
    first.current = node;
    focusTarget.current =
      node?.querySelector<HTMLElement>('input, select, textarea, button') ?? null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <dialog
      ref={dialog}
      className="studio-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>{title}</h2>
        <div ref={setFirst}>{children}</div>
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={danger ? 'danger' : 'primary'} disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
