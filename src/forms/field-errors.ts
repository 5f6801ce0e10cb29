import type { $ZodError } from 'zod/v4/core';

/** A refused submission as the API answers it and the form shows it (decisions.md #5). */
export interface FieldErrors {
  message: string;
  /** First problem of each field, by field name; shown beside the field. */
  errors: Record<string, string>;
}

/** Turns zod issues into one message per field, plus a summary for problems of the whole body. */
export function fieldErrors(error: $ZodError, summary: string): FieldErrors {
  const errors = new Map<string, string>();
  const general: string[] = [];
  for (const issue of error.issues) {
    const [key] = issue.path;
    if (issue.code === 'unrecognized_keys') {
      general.push(`This form has no field ${issue.keys.map((k) => `"${k}"`).join(', ')}.`);
    } else if (typeof key === 'string' && key.length > 0) {
      if (!errors.has(key)) errors.set(key, issue.message);
    } else {
      general.push(issue.message);
    }
  }
  return {
    message: general.length > 0 ? `${summary} ${general.join(' ')}` : summary,
    errors: Object.fromEntries(errors),
  };
}
