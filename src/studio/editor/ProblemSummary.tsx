import { problemPlace } from '../health/problem-place';
import type { StudioProblem } from '../studio-api';
import { useStudioSession } from '../studio-session';

/**
 * Where the page's problems are, each a button that opens the block (or settings) it is in; what
 * is wrong is said once, at the field. With `warnings`, the page's health warnings, which do not
 * block (decisions.md #104).
 */
export function ProblemSummary({
  page,
  problems,
  onOpen,
  warnings = false,
}: {
  page: unknown;
  problems: readonly StudioProblem[];
  onOpen: (block: number | null, pointer: string) => void;
  warnings?: boolean;
}) {
  // On the site the page is kept as a draft whatever its problems: they block its publishing.
  const blocked = useStudioSession()?.mode === 'server' ? 'publishing' : 'saving';
  if (problems.length === 0) return null;
  const count = problems.length;
  const headingId = warnings ? 'warning-summary-heading' : 'problem-summary-heading';
  return (
    <section
      className={warnings ? 'warning-summary' : 'problem-summary'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        {warnings
          ? `${count === 1 ? '1 warning' : `${count} warnings`}: worth fixing, ${blocked} still works`
          : `${count === 1 ? '1 problem' : `${count} problems`} to fix before ${blocked}`}
      </h2>
      <ul>
        {problems.map((p, i) => {
          const block = /^\/blocks\/(\d+)/.exec(p.pointer);
          return (
            <li key={`${p.pointer}-${i}`}>
              <button
                type="button"
                className="link-button"
                onClick={() => onOpen(block ? Number(block[1]) : null, p.pointer)}
              >
                {problemPlace(page, p.pointer)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
