import { createContext, useContext } from 'react';
import type { Path } from './json-pointer';
import type { DraftedMarks } from './use-drafted-marks';

/** What every generated field needs from the editor around it. */
export interface FormEnv {
  /** Changes the value at `path` (from the page root); `group` merges a burst of typing into one undo step. */
  edit: (path: Path, value: unknown, group?: string) => void;
  /** Validation messages for the value at a JSON Pointer. */
  problemsAt: (pointer: string) => readonly string[];
  /** Page health warnings for the value at a JSON Pointer: worth fixing, but they do not block. */
  warningsAt?: (pointer: string) => readonly string[];
  /** The site's pages, for link pickers. */
  sitePaths: readonly { path: string; title: string }[];
  /** Company facts a text may name as `{{company.x}}`. */
  facts: readonly { token: string; value: string }[];
  /** Texts drafted from a brief that no person has edited or accepted yet (none: no marks). */
  drafted?: DraftedMarks;
}

export const FormEnvContext = createContext<FormEnv | null>(null);

/** The editor's form environment; generated fields render only inside an editor. */
export function useFormEnv(): FormEnv {
  const env = useContext(FormEnvContext);
  if (!env) throw new Error('a studio field rendered outside FormEnvContext');
  return env;
}

/** A DOM id for the control of the value at a pointer. */
export const fieldId = (pointer: string) => `field${pointer.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The undo group of a field's edits: a burst of typing in one field is one undo step. */
export const undoGroup = (path: Path) => `field:${path.join('/')}`;
