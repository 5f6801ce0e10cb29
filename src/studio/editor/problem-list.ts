import type { StudioProblem } from '../studio-api';
import { getAt, type Path } from '../form/json-pointer';
import { plainMessage } from '../health/plain-message';

const pathOf = (pointer: string): Path =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const noForm = /^does not match any allowed form/;
const noPagePlain = /^No page of this site has the address .*?(?:: did you mean (.*)\?)?\.?$/;

/**
 * A problem as its field says it, or undefined when the field's control says it already: a
 * link picker names a missing page itself as it is typed, so the field adds only the check's
 * suggestion, if it has one.
 */
export function fieldMessage(message: string): string | undefined {
  const link = noPagePlain.exec(message);
  if (!link) return message;
  return link[1] ? `Did you mean ${link[1]}?` : undefined;
}

/**
 * The problems the editor shows, each once and in plain words: an empty text has one, that it
 * is empty (the first the check names), not also that it is too short for search engines; a
 * button that matches neither of its forms only because a field inside it has a problem shows
 * that field's problem alone.
 */
export function shownProblems(page: unknown, problems: readonly StudioProblem[]): StudioProblem[] {
  const seen = new Set<string>();
  return problems
    .filter(({ pointer, message }) => {
      if (noForm.test(message) && problems.some((p) => p.pointer.startsWith(`${pointer}/`)))
        return false;
      const value = getAt(page, pathOf(pointer));
      if (typeof value !== 'string' || value.trim() !== '') return true;
      if (seen.has(pointer)) return false;
      seen.add(pointer);
      return true;
    })
    .map((problem) => ({ ...problem, message: plainMessage(problem.message) }));
}
