import type { ErrorObject } from 'ajv';
import { isRecord } from '../../schema/is-record';
import type { PointedMessage } from './problem';
import { typeNames } from './wording';

// Errors that say the value has the wrong shape for an alternative, rather than a wrong detail.
const shapeKeywords = new Set(['type', 'required', 'additionalProperties', 'const', 'enum']);

function describeAlternative(branch: unknown): string {
  if (!isRecord(branch)) return 'another form';
  if (Array.isArray(branch.required) && branch.required.length > 0) {
    return `an object with ${branch.required.map((key) => `"${String(key)}"`).join(' and ')}`;
  }
  if ('const' in branch) return JSON.stringify(branch.const);
  if (Array.isArray(branch.enum)) return branch.enum.map((v) => JSON.stringify(v)).join(', ');
  if (typeof branch.type === 'string') return typeNames[branch.type] ?? branch.type;
  return 'another form';
}

/**
 * Explains a failed union (anyOf/oneOf). When one alternative fits the value's shape (a button
 * with "opens" is a dialog button), its errors are returned to be explained as usual, so the
 * marketer reads `"opens" cannot be "chat"` instead of a list of forms. Otherwise one message
 * lists the alternatives.
 */
export function unionMessage(
  union: ErrorObject,
  inner: readonly ErrorObject[],
): ErrorObject[] | PointedMessage {
  const branches: unknown[] = Array.isArray(union.schema) ? union.schema : [];
  const byBranch = branches.map((_, i) =>
    inner.filter((e) => e.schemaPath.startsWith(`${union.schemaPath}/${i}/`)),
  );
  // A branch without located errors failed somewhere we cannot see (e.g. behind a $ref).
  if (byBranch.length > 0 && byBranch.every((errors) => errors.length > 0)) {
    const misfit = byBranch.map(
      (errors) =>
        errors.filter((e) => e.instancePath === union.instancePath && shapeKeywords.has(e.keyword))
          .length,
    );
    const best = Math.min(...misfit);
    const fitting = misfit.flatMap((m, i) => (m === best ? [i] : []));
    const only = fitting.length === 1 ? byBranch[fitting[0] ?? -1] : undefined;
    if (only) return only;
  }
  const description =
    isRecord(union.parentSchema) && typeof union.parentSchema.description === 'string'
      ? ` ${union.parentSchema.description}`
      : '';
  return {
    pointer: union.instancePath,
    message: `does not match any allowed form: expected ${branches.map(describeAlternative).join(', or ')}.${description}`,
  };
}
