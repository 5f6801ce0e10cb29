import { useEffect } from 'react';

/**
 * While there are unsaved changes, closing or reloading the tab asks first (the browser's own
 * question; its wording is the browser's). The draft survives either way, but a marketer who
 * closes the tab may not come back to save it.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
