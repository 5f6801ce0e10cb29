import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import forms from 'virtual:forms';
import type { DialogName, DialogRequest } from '../engine/browser/dialogs';
import { IslandProviders } from '../engine/islands/hydrate';
import { toastId } from '../engine/islands/island-names';
import DialogOutlet from '../forms/DialogOutlet';
import type { FormDone } from '../forms/Form';
import { dialogNames } from '../schema/common';

interface Shown {
  request: DialogRequest;
  /** Where focus goes back to when the dialog closes. */
  opener: HTMLElement | null;
}

let shown: Shown | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setShown = (next: Shown | null) => {
  shown = next;
  listeners.forEach((listener) => listener());
};

/**
 * The form dialog asked for, and after a form's success its toast in the page's toast region.
 * After the dialog closes, focus goes back to the link that opened it.
 */
function Dialogs() {
  const current = useSyncExternalStore(subscribe, () => shown);
  const [toast, setToast] = useState<FormDone['toast']>();
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(undefined), toast.ms);
    return () => window.clearTimeout(timer);
  }, [toast]);
  // Focus returns once the dialog has left the page (while it is open the rest is inert).
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (current) {
      returnTo.current = current.opener;
      return;
    }
    returnTo.current?.focus();
    returnTo.current = null;
  }, [current]);
  const region = document.getElementById(toastId);
  const close = (result?: FormDone) => {
    setShown(null);
    if (result?.toast) setToast(result.toast);
  };
  return (
    <>
      {current && <DialogOutlet request={current.request} onClose={close} />}
      {region && toast && createPortal(toast.message, region)}
    </>
  );
}

let mounted = false;

const isDialogName = (name: string): name is DialogName =>
  dialogNames.some((known) => known === name) && Object.hasOwn(forms, name);

/**
 * Opens a form dialog (the islands loader calls it for a click on a dialog link). False for a
 * name that is not a dialog form of this build, so the caller follows the link instead.
 */
export function openDialog(
  name: string,
  subject: string | undefined,
  opener: HTMLElement | null,
): boolean {
  if (!isDialogName(name)) return false;
  if (!mounted) {
    mounted = true;
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(
      <IslandProviders>
        <Dialogs />
      </IslandProviders>,
    );
  }
  setShown({ request: { name, subject }, opener });
  return true;
}
