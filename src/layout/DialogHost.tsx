import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { DialogContext, type DialogRequest } from '../engine/dialogs';

// The forms, the phone input and zod load only when a visitor first opens a dialog.
const DialogOutlet = lazy(() => import('../forms/DialogOutlet'));

/** Provides `useOpenDialog()` to blocks and renders the requested form dialog. */
export function DialogHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const close = useCallback(() => setRequest(null), []);
  return (
    <DialogContext.Provider value={setRequest}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <DialogOutlet request={request} onClose={close} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
