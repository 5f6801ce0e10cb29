import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../ui/use-media-query';

/** Advances an index every `intervalMs`, wrapping; paused while `paused` or when the visitor prefers reduced motion. */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [current, setCurrent] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, reducedMotion, count, intervalMs]);

  return [current, setCurrent] as const;
}
