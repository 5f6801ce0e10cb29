import type { StudioProblem } from '../studio-api';
import { getAt, type Path } from '../form/json-pointer';

const pathOf = (pointer: string): Path =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

// The validator's wording (for developers, `npm run validate`) and the same said plainly.
const tooLong =
  /^(title|description) is (\d+) characters; (?:search engines show|write) (\d+)–(\d+)$/;
const noPage = /^link to "(.*)" has no page(?: — did you mean "(.*)"\?)?$/;
const noForm = /^does not match any allowed form/;

/** A problem's message as the editor says it: one plain sentence for a marketer. */
export function plainMessage(message: string): string {
  const length = tooLong.exec(message);
  if (length) {
    const [, field, count, min, max] = length;
    const which = Number(count) < Number(min) ? 'short' : 'long';
    return `This ${field} is too ${which} (${count} characters): search engines show ${min} to ${max}.`;
  }
  const link = noPage.exec(message);
  if (link)
    return `No page of this site has the address ${link[1]}${link[2] ? `: did you mean ${link[2]}?` : '.'}`;
  return message;
}

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
