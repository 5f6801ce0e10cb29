import { useMemo, useState } from 'react';
import type { RenderedHealth } from '../editor-parts/preview-frame';
import { testOf } from '../experiment/experiment-page';
import { isRecord } from '../../schema/is-record';
import type { StudioProblem } from '../studio-api';

const blocksIn = (page: unknown): readonly unknown[] =>
  isRecord(page) && Array.isArray(page.blocks) ? page.blocks : [];

/** The checks the page records as deliberate exceptions (`healthExceptions`, decisions.md #104). */
function exceptedChecks(page: unknown): Set<unknown> {
  const exceptions = isRecord(page) ? page.healthExceptions : undefined;
  return new Set(
    Array.isArray(exceptions) ? exceptions.map((e) => (isRecord(e) ? e.check : undefined)) : [],
  );
}

/**
 * What the preview found in the page as rendered, as health warnings of the page being edited
 * now (decisions.md #110). A finding names a block of the page the preview rendered; edits keep
 * the objects of the blocks they do not change, so the block is found again by its object where it
 * is now (moved, or another inserted above it), and a finding of a block edited since is left out
 * until the preview has checked it again. A finding of a test's variant is the variant's. A
 * check the page records as an exception is left out.
 */
export function renderedWarnings(
  page: unknown,
  health: RenderedHealth | undefined,
): StudioProblem[] {
  if (!health || health.findings.length === 0) return [];
  const excepted = exceptedChecks(page);
  const blocks = blocksIn(page);
  const rendered = blocksIn(health.page);
  const variant = testOf(page)?.variant;
  return health.findings.flatMap(({ block, check, message }) => {
    const shown = rendered[block];
    if (excepted.has(check) || !isRecord(shown)) return [];
    const index = blocks.indexOf(shown);
    const pointer =
      index >= 0 ? `/blocks/${index}` : shown === variant ? '/experiment/variant' : undefined;
    return pointer ? [{ pointer, message, severity: 'warning' as const, check }] : [];
  });
}

/**
 * The server's warnings and, after them, the preview's that the server did not already tell of
 * the block (from its data or its HTML, decisions.md #112): a check once per place.
 */
export function withRenderedWarnings(
  warnings: readonly StudioProblem[],
  rendered: readonly StudioProblem[],
): readonly StudioProblem[] {
  const told = (r: StudioProblem) =>
    warnings.some(
      (w) =>
        w.check === r.check && (w.pointer === r.pointer || w.pointer.startsWith(`${r.pointer}/`)),
    );
  const more = rendered.filter((r) => !told(r));
  return more.length === 0 ? warnings : [...warnings, ...more];
}

/**
 * The editor's warnings with those the preview found in the page as rendered after them, and
 * the function the preview reports them to.
 */
export function useRenderedWarnings(page: unknown, warnings: readonly StudioProblem[]) {
  const [health, setHealth] = useState<RenderedHealth>();
  const found = useMemo(() => renderedWarnings(page, health), [page, health]);
  // The same list while a keystroke changes nothing in it, so the fields do not re-render for it.
  const [last, setLast] = useState(found);
  const same = JSON.stringify(found) === JSON.stringify(last);
  if (!same) setLast(found);
  const rendered = same ? last : found;
  const all = useMemo(() => withRenderedWarnings(warnings, rendered), [warnings, rendered]);
  return { warnings: all, onRenderedHealth: setHealth };
}
