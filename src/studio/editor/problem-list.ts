import type { StudioProblem } from '../studio-api';
import { getAt, type Path } from './json-pointer';

const pathOf = (pointer: string): Path =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The problems the editor shows: an empty text has one, that it is empty (the first the check
 * names), not also that it is too short for search engines.
 */
export function shownProblems(page: unknown, problems: readonly StudioProblem[]): StudioProblem[] {
  const seen = new Set<string>();
  return problems.filter(({ pointer }) => {
    const value = getAt(page, pathOf(pointer));
    if (typeof value !== 'string' || value.trim() !== '') return true;
    if (seen.has(pointer)) return false;
    seen.add(pointer);
    return true;
  });
}
