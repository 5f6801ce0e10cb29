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
 * at each field (said plainly), the site's pages and facts, and the drafted texts' marks.
 */
export function useEditorFormEnv(
  act: (action: EditorAction) => void,
  problems: readonly StudioProblem[],
  sitePaths: FormEnv['sitePaths'],
  drafted: DraftedMarks,
): FormEnv {
  const byPointer = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of problems) {
      const message = fieldMessage(p.message);
      if (message !== undefined) map.set(p.pointer, [...(map.get(p.pointer) ?? []), message]);
    }
    return map;
  }, [problems]);
  return useMemo(
    () => ({
      edit: (path, value, group) => act({ type: 'edit', path, value, group }),
      problemsAt: (pointer) => byPointer.get(pointer) ?? [],
      sitePaths,
      facts,
      drafted,
    }),
    [act, byPointer, sitePaths, drafted],
  );
}
