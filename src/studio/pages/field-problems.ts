import { ApiError } from '../studio-api';

/** The API's refusal as a message per form field, plus one for anything not tied to a field. */
export function refusalByField(error: unknown): {
  fields: Record<string, string>;
  general?: string;
} {
  if (!(error instanceof ApiError))
    return { fields: {}, general: error instanceof Error ? error.message : String(error) };
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const problem of error.problems) {
    if ('field' in problem) fields[problem.field] ??= problem.message;
    else other.push(problem.message);
  }
  const general =
    other.length > 0
      ? other.join('; ')
      : Object.keys(fields).length === 0
        ? error.message
        : undefined;
  return { fields, general };
}
