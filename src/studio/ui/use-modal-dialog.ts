import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Shows the native dialog modally while `open`, focuses `initialFocus` inside it and, on close,
 * gives focus back to whatever had it before (the "Add block" button that opened it).
 */
export function useModalDialog(open: boolean, initialFocus: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // Read before anything inside the dialog takes focus.
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Browsers restore focus after a modal dialog closes, but not every environment does.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, initialFocus]);
  return dialogRef;
}
