import { useEffect, useState } from 'react';

/** Advances an index every `intervalMs`, wrapping; paused while `paused` or when the visitor prefers reduced motion. */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [current, setCurrent] = useState(0);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, reducedMotion, count, intervalMs]);

  return [current, setCurrent] as const;
}
