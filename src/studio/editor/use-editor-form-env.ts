import { useMemo } from 'react';
import site from 'virtual:site';
import type { StudioProblem } from '../studio-api';
import type { FormEnv } from '../form/form-env';
import { companyFacts } from '../pickers/company-facts';
import type { EditorAction } from './editor-state';
import { fieldMessage } from './problem-list';
import type { DraftedMarks } from '../form/use-drafted-marks';

const facts = companyFacts(site);

/**
 * What the page's generated fields are given: edits through the editor's history, the problems
 * and health warnings at each field (said plainly), the site's pages and facts, and the drafted texts' marks.
 */
export function useEditorFormEnv(
  act: (action: EditorAction) => void,
  problems: readonly StudioProblem[],
  sitePaths: FormEnv['sitePaths'],
  drafted: DraftedMarks,
  warnings: readonly StudioProblem[] = [],
): FormEnv {
  const byPointer = useMemo(() => messagesByPointer(problems), [problems]);
  const warningsByPointer = useMemo(() => messagesByPointer(warnings), [warnings]);
  return useMemo(
    () => ({
      edit: (path, value, group) => act({ type: 'edit', path, value, group }),
      problemsAt: (pointer) => byPointer.get(pointer) ?? [],
      warningsAt: (pointer) => warningsByPointer.get(pointer) ?? [],
      sitePaths,
      facts,
      drafted,
    }),
    [act, byPointer, warningsByPointer, sitePaths, drafted],
  );
}

function messagesByPointer(problems: readonly StudioProblem[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const p of problems) {
    const message = fieldMessage(p.message);
    if (message !== undefined) map.set(p.pointer, [...(map.get(p.pointer) ?? []), message]);
  }
  return map;
}
