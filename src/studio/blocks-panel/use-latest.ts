import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest `value`, so handlers created once (and the memoized rows
 * holding them) still call the parent's current callbacks.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
