import { problemPlace } from './problem-place';
import { editorPath } from '../studio-paths';

/**
 * Where a finding is, in the editor's words ("Block 3 (Call to action) › Actions › 1 › Label"),
 * from its pointer and the type of the block it is in, as the editor's problem list names it.
 */
export function findingPlace(pointer: string, blockType: string | undefined): string {
  const index = /^\/blocks\/(\d+)/.exec(pointer)?.[1];
  const blocks: unknown[] = [];
  if (index !== undefined) blocks[Number(index)] = { type: blockType };
  return problemPlace({ blocks }, pointer);
}

/** The editor of `file` opened at the field `pointer` (decisions.md #109). */
export const fieldPath = (file: string, pointer: string) =>
  `${editorPath(file)}?field=${encodeURIComponent(pointer)}`;
