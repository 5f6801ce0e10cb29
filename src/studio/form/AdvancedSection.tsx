import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Settings few pages or blocks change, closed under "Advanced" until opened. A problem in one
 * of them is not hidden: the section opens by itself, and stays open while the editor fixes it
 * (it closes only when the editor closes it).
 */
export function AdvancedSection({ problem, children }: { problem: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (problem && ref.current) ref.current.open = true;
  }, [problem]);
  return (
    <details ref={ref} className="advanced-settings">
      <summary>Advanced</summary>
      {children}
    </details>
  );
}
