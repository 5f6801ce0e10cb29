import { useCallback, useEffect, useState } from 'react';
import { announceAddressChange } from '../../engine/browser/address-change';

/**
 * The page address's query, kept in step with the browser's history: `go` pushes a new entry,
 * so reload and Back show the same list or lead, and tells the page's other islands (the back
 * office's navigation). `undefined` until the page's code has run (the prerendered HTML knows no
 * query).
 */
export function useAddressQuery() {
  const [query, setQuery] = useState<string | undefined>(undefined);
  useEffect(() => {
    const read = () => setQuery(window.location.search);
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const go = useCallback((search: string) => {
    const next = search && search !== '?' ? search : '';
    window.history.pushState(null, '', `${window.location.pathname}${next}`);
    setQuery(next);
    announceAddressChange();
  }, []);
  return { query, go };
}

/** A link's click that the page handles itself: a plain left click without a modifier key. */
export const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
