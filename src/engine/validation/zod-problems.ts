import type { z } from 'zod';
import type { PointedMessage } from './problem';
import { bound, count, describeValue, formatNames, shown, typeNames } from './wording';

type Issue = z.core.$ZodIssue;

const toPointer = (path: readonly PropertyKey[]) =>
  path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Object.getOwnPropertyDescriptor(value, key)?.value;
  }
  return value;
}

// zod's own English messages start like this; a message a schema author wrote is kept as is.
const zodDefault = /^(Invalid|Too (small|big)|Unrecognized key|Expected)/;

/** The rule a text broke, e.g. `must be a valid e-mail address, …` or the schema's own message. */
export function formatRule(issue: z.core.$ZodIssueInvalidStringFormat): string {
  if (!zodDefault.test(issue.message)) return issue.message;
  if (issue.format === 'starts_with' && 'prefix' in issue)
    return `must start with ${JSON.stringify(issue.prefix)}`;
  if (issue.format === 'ends_with' && 'suffix' in issue)
    return `must end with ${JSON.stringify(issue.suffix)}`;
  if (issue.format === 'includes' && 'includes' in issue)
    return `must contain ${JSON.stringify(issue.includes)}`;
  const name = formatNames[issue.format];
  return name ? `must be a valid ${name}` : `does not have the expected form (${issue.format})`;
}

function sentence(issue: Issue, value: unknown): string {
  const found = shown(value);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? 'is required but missing'
        : `expected ${typeNames[issue.expected] ?? issue.expected}, found ${describeValue(value)}`;
    case 'invalid_value':
      return `${describeValue(value)} is not allowed. Allowed values: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return `${formatRule(issue)} (found ${found})`;
    case 'too_small':
    case 'too_big': {
      const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const small = issue.code === 'too_small';
      if (issue.origin === 'string')
        return small && limit === 1
          ? 'must not be empty'
          : `must be ${small ? 'at least' : 'at most'} ${count(limit, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `needs ${small ? 'at least' : 'at most'} ${count(limit, 'item')}`;
      const comparison = `${small ? '>' : '<'}${issue.inclusive ? '=' : ''}`;
      return `${bound(comparison, limit)}, found ${found}`;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `has unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    default:
      return zodDefault.test(issue.message) ? `is not valid (${issue.message})` : issue.message;
  }
}

/** Picks the union alternative the value was meant to be: the one with the fewest shape errors. */
function closestAlternative(alternatives: Issue[][], depth: number): Issue[] | undefined {
  const misfit = alternatives.map(
    (issues) =>
      issues.filter(
        (i) =>
          i.path.length <= depth + 1 &&
          (i.code === 'unrecognized_keys' ||
            i.code === 'invalid_type' ||
            i.code === 'invalid_value'),
      ).length,
  );
  const best = Math.min(...misfit);
  const fitting = misfit.flatMap((m, i) => (m === best ? [i] : []));
  return fitting.length === 1 ? alternatives[fitting[0] ?? -1] : undefined;
}

/**
 * Turns zod issues into the same located, plain messages as the schema errors. Zod only speaks
 * when the JSON Schema passed (e.g. an e-mail format ajv-cli does not check), so it is the
 * fallback; `value` is the parsed file, for saying what was found.
 */
export function zodIssuesToMessages(issues: readonly Issue[], value: unknown): PointedMessage[] {
  return issues.flatMap((issue): PointedMessage[] => {
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const inner = closestAlternative(issue.errors, issue.path.length);
      if (inner) {
        // zod reports the alternative's paths relative to the union.
        const rebased = inner.map((i) => ({ ...i, path: [...issue.path, ...i.path] }));
        return zodIssuesToMessages(rebased, value);
      }
    }
    const pointer = toPointer(issue.path);
    const last = issue.path.at(-1);
    if (
      issue.code === 'invalid_type' &&
      typeof last === 'string' &&
      valueAt(value, issue.path) === undefined
    ) {
      // Said where the field belongs, as the schema check says it.
      return [
        {
          pointer: toPointer(issue.path.slice(0, -1)),
          message: `missing required field "${last}"`,
        },
      ];
    }
    if (issue.code === 'invalid_union') {
      return [{ pointer, message: 'does not match any allowed form' }];
    }
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        pointer: `${pointer}/${key}`,
        message: `unknown field "${key}"; remove it or check its spelling`,
      }));
    }
    return [{ pointer, message: sentence(issue, valueAt(value, issue.path)) }];
  });
}
