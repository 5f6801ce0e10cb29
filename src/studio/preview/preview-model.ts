import type { PreviewState } from '../editor-parts/preview-frame';
import type { PreviewBlockResult } from './parse-block';

/** What the frame renders: one result per block, in page order. */
export interface PreviewModel {
  /** The page object of the state this was built from, as the pane sent it. */
  page: unknown;
  path: string;
  blocks: readonly PreviewBlockResult[];
  /** A React key per block that follows it through moves, inserts, deletes and edits. */
  keys: readonly string[];
  selected: number | null;
  revealToken: number;
  /** Counts the states applied so far; shown as `data-preview-version` once committed. */
  version: number;
}

function field(page: unknown, key: string): unknown {
  return typeof page === 'object' && page !== null ? Reflect.get(page, key) : undefined;
}

/** Parses a state's blocks (through the caching parser) into what the frame renders. */
export function buildModel(
  state: PreviewState,
  parse: (raw: unknown) => PreviewBlockResult,
  keysFor: (blocks: readonly unknown[]) => string[],
  version: number,
): PreviewModel {
  const path = field(state.page, 'path');
  const raw = field(state.page, 'blocks');
  const blocks: readonly unknown[] = Array.isArray(raw) ? raw : [];
  return {
    page: state.page,
    // A path being typed may be anything; the router only needs a string starting with "/".
    path: typeof path === 'string' && path.startsWith('/') ? path : '/',
    blocks: blocks.map(parse),
    keys: keysFor(blocks),
    selected: state.selected,
    revealToken: state.revealToken,
    version,
  };
}
