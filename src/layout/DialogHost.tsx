import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DialogContext, type DialogRequest } from '../engine/browser/dialogs';
import type { FormDone } from '../forms/Form';
import { fabSize } from '../styles/theme';

// The forms, the phone input and zod load only when a visitor first opens a dialog.
const DialogOutlet = lazy(() => import('../forms/DialogOutlet'));

const Toast = styled.div`
  position: fixed;
  bottom: 1.25rem;
  z-index: 60;
  /* Centred, clear of the floating buttons at the right edge. */
  left: 1rem;
  right: calc(${fabSize} + 2rem);
  width: fit-content;
  margin: 0 auto;
  &:not(:empty) {
    padding: 0.85rem 1.25rem;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.success};
    color: #ffffff;
    font-weight: 600;
    box-shadow: 0 10px 30px rgba(11, 31, 58, 0.3);
  }
`;

/**
 * Provides `useOpenDialog()` to blocks and renders the requested form dialog. After it closes,
 * focus goes back to the button that opened it, and a form's success toast shows on the page
 * (a live region that is always present, so screen readers announce it).
 */
export function DialogHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [toast, setToast] = useState<FormDone['toast']>();
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((next: DialogRequest) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setRequest(next);
  }, []);
  const close = useCallback((result?: FormDone) => {
    setRequest(null);
    if (result?.toast) setToast(result.toast);
  }, []);
  useEffect(() => {
    if (request || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [request]);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(undefined), toast.ms);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <DialogContext.Provider value={open}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <DialogOutlet request={request} onClose={close} />
        </Suspense>
      )}
      <Toast role="status" aria-live="polite">
        {toast?.message}
      </Toast>
    </DialogContext.Provider>
  );
}
