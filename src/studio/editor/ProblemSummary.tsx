import { blockTypeName } from '../blocks-panel/block-catalog';
import { fieldPlace, pointerParts } from '../form/field-place';
import { labelFor } from '../form/labels';
import { getAt } from '../form/json-pointer';
import type { StudioProblem } from '../studio-api';
import { useStudioSession } from '../studio-session';

/** Where a problem is, for people: "Block 3 (Feature grid) › Cards › 2 › Title". */
export function problemPlace(page: unknown, pointer: string): string {
  const parts = pointerParts(pointer);
  if (parts[0] === 'experiment') return testPlace(page, parts.slice(1));
  if (parts[0] !== 'blocks' || parts[1] === undefined)
    return parts.length ? parts.map(labelFor).join(' › ') : 'Page';
  const index = Number(parts[1]);
  const block = blockPlace(page, index);
  return parts.length > 2 ? `${block} › ${fieldPlace(parts.slice(2))}` : block;
}

function blockPlace(page: unknown, index: number): string {
  const type = getAt(page, ['blocks', index, 'type']);
  return `Block ${index + 1} (${blockTypeName(typeof type === 'string' ? type : 'unknown')})`;
}

/** Where a problem of the page's test is: "Block 1 (Hero), variant › Heading". */
function testPlace(page: unknown, parts: readonly string[]): string {
  const index = getAt(page, ['experiment', 'block']);
  const block = typeof index === 'number' ? blockPlace(page, index) : 'Tested block';
  if (parts[0] === 'variant')
    return parts.length > 1
      ? `${block}, variant › ${fieldPlace(parts.slice(1))}`
      : `${block}, variant`;
  if (parts[0] === 'split') return `${block}, visitors shown the variant`;
  return `${block}, the test`;
}

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
