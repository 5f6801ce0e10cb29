import type { ErrorObject } from 'ajv';
import { closest } from './suggest';
import { messageFor } from './keyword-messages';
import type { PointedMessage } from './problem';
import { unionMessage } from './union-problems';

/** A missing field that was written with a typo ("titel") is told once, as the unknown field. */
function isMisspelt(error: ErrorObject, errors: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'required') return false;
  const missing = String(error.params.missingProperty);
  return errors.some(
    (e) =>
      e.keyword === 'additionalProperties' &&
      e.instancePath === error.instancePath &&
      closest(String(e.params.additionalProperty), [missing]) === missing,
  );
}

const isUnion = (e: ErrorObject) => e.keyword === 'anyOf' || e.keyword === 'oneOf';
const inside = (e: ErrorObject, union: ErrorObject) =>
  e !== union && e.schemaPath.startsWith(`${union.schemaPath}/`);

/** Explains a list of errors; the errors inside a union are explained by the union. */
function explain(
  errors: readonly ErrorObject[],
  patterns: ReadonlyMap<string, string>,
): PointedMessage[] {
  const unions = errors.filter(
    (u) => isUnion(u) && !errors.some((o) => isUnion(o) && inside(u, o)),
  );
  const out: PointedMessage[] = [];
  for (const error of errors) {
    // "if" only selects a block's schema by its type; the selected schema's errors say the rest.
    if (error.keyword === 'if' || unions.some((u) => inside(error, u))) continue;
    if (isMisspelt(error, errors)) continue;
    if (unions.includes(error)) {
      const chosen = unionMessage(
        error,
        errors.filter((e) => inside(e, error)),
      );
      out.push(...(Array.isArray(chosen) ? explain(chosen, patterns) : [chosen]));
    } else out.push(messageFor(error, patterns));
  }
  return out;
}

/**
 * Converts JSON Schema validator errors into located, readable messages: a union (e.g. a link
 * or a dialog button) is explained by the alternative the value was clearly meant to be, or as
 * one message listing the alternatives; the if/then plumbing that selects a block's schema is
 * hidden, and duplicates are removed. `patterns`: the zod message of each regex (patternMessages).
 */
export function schemaErrorsToMessages(
  errors: readonly ErrorObject[],
  patterns: ReadonlyMap<string, string>,
): PointedMessage[] {
  const seen = new Set<string>();
  return explain(errors, patterns).filter((m) => {
    const key = `${m.pointer}\u0000${m.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
