import type { ErrorObject } from 'ajv';
import { closest } from './suggest';

export interface PointedMessage {
  pointer: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}

const typeNames: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list [ ... ]',
  object: 'an object { ... }',
};

function describeAlternative(branch: unknown): string {
  if (!isRecord(branch)) return 'another form';
  if (Array.isArray(branch.required) && branch.required.length > 0) {
    return `an object with ${branch.required.map((key) => `"${String(key)}"`).join(' and ')}`;
  }
  if ('const' in branch) return JSON.stringify(branch.const);
  if (typeof branch.type === 'string') return typeNames[branch.type] ?? branch.type;
  return 'another form';
}

/** Turns one validator error into a sentence a marketer can act on. */
function messageFor(error: ErrorObject): PointedMessage {
  const pointer = error.instancePath;
  const params: Record<string, unknown> = error.params;
  const description =
    isRecord(error.parentSchema) && typeof error.parentSchema.description === 'string'
      ? ` ${error.parentSchema.description}`
      : '';
  switch (error.keyword) {
    case 'required':
      return { pointer, message: `missing required field "${String(params.missingProperty)}"` };
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const allowed =
        isRecord(error.parentSchema) && isRecord(error.parentSchema.properties)
          ? Object.keys(error.parentSchema.properties)
          : [];
      const guess = closest(field, allowed);
      return {
        pointer: `${pointer}/${field}`,
        message: `unknown field "${field}"${guess ? ` — did you mean "${guess}"?` : '.'} Allowed fields: ${allowed.join(', ')}`,
      };
    }
    case 'type':
      return {
        pointer,
        message: `expected ${typeNames[String(params.type)] ?? String(params.type)}, found ${describeValue(error.data)}`,
      };
    case 'enum': {
      const allowed: unknown[] = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      const guess =
        typeof error.data === 'string' ? closest(error.data, allowed.map(String)) : undefined;
      const hint = guess ? ` — did you mean "${guess}"?` : '.';
      if (/^\/blocks\/\d+\/type$/.test(pointer)) {
        return {
          pointer,
          message: `unknown block type ${JSON.stringify(error.data)}${hint} Block types: ${allowed.join(', ')}`,
        };
      }
      return {
        pointer,
        message: `${describeValue(error.data)} is not allowed${hint} Allowed values: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
      };
    }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern':
      return {
        pointer,
        message: `${describeValue(error.data)} does not have the expected form.${description}`,
      };
    case 'format':
      return {
        pointer,
        message: `${describeValue(error.data)} is not a valid ${String(params.format)}`,
      };
    case 'minLength':
      return {
        pointer,
        message:
          params.limit === 1
            ? 'must not be empty'
            : `must be at least ${String(params.limit)} characters`,
      };
    case 'maxLength':
      return { pointer, message: `must be at most ${String(params.limit)} characters` };
    case 'minItems':
      return { pointer, message: `needs at least ${String(params.limit)} item(s)` };
    case 'maxItems':
      return { pointer, message: `allows at most ${String(params.limit)} item(s)` };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return { pointer, message: `must be ${String(params.comparison)} ${String(params.limit)}` };
    case 'anyOf':
    case 'oneOf': {
      const branches = Array.isArray(error.schema) ? error.schema : [];
      return {
        pointer,
        message: `does not match any allowed form: expected ${branches.map(describeAlternative).join(', or ')}`,
      };
    }
    default:
      return { pointer, message: error.message ?? `fails the "${error.keyword}" rule` };
  }
}

/**
 * Converts JSON Schema validator errors into located, readable messages: the failures inside
 * the alternatives of a union are folded into one message, the if/then plumbing that selects
 * a block's schema is hidden, and duplicates are removed.
 */
export function schemaErrorsToMessages(errors: readonly ErrorObject[]): PointedMessage[] {
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const insideUnion = (e: ErrorObject) =>
    unions.some((u) => u !== e && e.schemaPath.startsWith(`${u.schemaPath}/`));
  const seen = new Set<string>();
  const messages: PointedMessage[] = [];
  for (const error of errors) {
    if (error.keyword === 'if' || insideUnion(error)) continue;
    const message = messageFor(error);
    const key = `${message.pointer}\u0000${message.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    messages.push(message);
  }
  return messages;
}
