import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Opens the field the address names (#/edit/<file>?field=<pointer>, from the site's health) once
 * the page is ready, as a problem's link in the editor does; then forgets it, so going back to
 * the field later is the marketer's choice.
 */
export function useFieldFromAddress(
  ready: boolean,
  open: (block: number | null, pointer: string) => void,
) {
  const [params, setParams] = useSearchParams();
  const field = params.get('field');
  const opened = useRef(false);
  useEffect(() => {
    if (!ready || field === null || opened.current) return;
    opened.current = true;
    const block = /^\/blocks\/(\d+)/.exec(field);
    open(block ? Number(block[1]) : null, field);
    setParams({}, { replace: true });
  }, [ready, field, open, setParams]);
}
