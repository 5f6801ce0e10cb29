import { fileFor, fileProblem, pathProblem, templateProblem, textProblem } from './checks';
import type { ProjectFacts } from './project';

/** A value given for a new page, named as `npm run new-page` and the studio name it. */
export type NewPageField = 'template' | 'path' | 'file' | 'title' | 'description';

/** Why a given value cannot be used, for the field it was given in. */
export interface FieldProblem {
  field: NewPageField;
  message: string;
}

/**
 * Every refusal of the values given for a new page, in the order `npm run new-page` reports
 * them (the studio uses the same, so both say the same thing): template, path, file, title,
 * description, and the file the path would be written to when no file is given.
 */
export function newPageProblems(
  given: Partial<Record<NewPageField, string>>,
  facts: ProjectFacts,
): FieldProblem[] {
  const checks: [NewPageField, (value: string) => string | undefined][] = [
    ['template', templateProblem],
    ['path', (v) => pathProblem(v, facts)],
    ['file', (v) => fileProblem(v, facts)],
    ['title', (v) => textProblem('title', v, facts)],
    ['description', (v) => textProblem('description', v, facts)],
  ];
  const problems: FieldProblem[] = [];
  for (const [field, check] of checks) {
    const value = given[field];
    const message = value === undefined ? undefined : check(value);
    if (message) problems.push({ field, message });
  }
  const pathRefused = problems.some((p) => p.field === 'path');
  if (given.path !== undefined && given.file === undefined && !pathRefused) {
    const message = fileProblem(fileFor(given.path), facts);
    if (message) problems.push({ field: 'file', message });
  }
  return problems;
}
