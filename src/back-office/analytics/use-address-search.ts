import { useCallback, useSyncExternalStore } from 'react';
import { announceAddressChange, onAddressChange } from '../../engine/browser/address-change';

const current = () => window.location.search;
// The prerender knows no address: its render, and hydration's first, have none.
const none = () => null;

/**
 * The address's query, following Back and Forward, and the way to move to another one as a new
 * history entry (announced, so the back office's navigation follows). Null before hydration.
 */
export function useAddressSearch(): [string | null, (search: string) => void] {
  const search = useSyncExternalStore(onAddressChange, current, none);
  const go = useCallback((next: string) => {
    if (next === window.location.search) return;
    window.history.pushState(null, '', next || window.location.pathname);
    announceAddressChange();
  }, []);
  return [search, go];
}
