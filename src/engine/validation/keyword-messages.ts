import type { ErrorObject } from 'ajv';
import { isRecord } from '../../schema/is-record';
import type { PointedMessage } from './problem';
import { closest } from './suggest';
import { bound, count, describeValue, formatNames, shown, typeNames } from './wording';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Lists whose items take their fields from their "type": a page's blocks, a form's fields. */
const typedLists = [
  { item: /^\/blocks\/\d+$/, noun: 'block', Noun: 'Block' },
  { item: /^\/forms\/[^/]+\/fields\/\d+$/, noun: 'field', Noun: 'Field' },
];

/** The kind of typed item at a pointer ("block", "field"), if it is one. */
const typedItem = (pointer: string) => typedLists.find((list) => list.item.test(pointer));

/** The allowed values of a missing field, when it has a fixed list (e.g. a block's "type"). */
function allowedNote(pointer: string, parentSchema: unknown, key: string): string {
  const properties = isRecord(parentSchema) ? parentSchema.properties : undefined;
  const property = isRecord(properties) ? properties[key] : undefined;
  if (!isRecord(property) || !Array.isArray(property.enum)) return '';
  const list = key === 'type' ? typedItem(pointer) : undefined;
  if (list) return `. ${list.Noun} types: ${property.enum.join(', ')}`;
  return `. Allowed values: ${property.enum.map((v) => JSON.stringify(v)).join(', ')}`;
}

/** Why a text does not have the expected form: the zod message, else the field's description. */
function patternHint(error: ErrorObject, patterns: ReadonlyMap<string, string>): string {
  const message = patterns.get(String(error.params.pattern));
  if (message) return message;
  const format = isRecord(error.parentSchema) ? text(error.parentSchema.format) : undefined;
  const name = format ? formatNames[format] : undefined;
  if (name) return `must be a valid ${name}`;
  const description = isRecord(error.parentSchema) ? text(error.parentSchema.description) : '';
  return `does not have the expected form${description ? ` (${description.replace(/\.$/, '')})` : ''}`;
}

/**
 * Turns one validator error into a sentence a marketer can act on. `patterns`: the zod message of
 * each regex, by JSON Schema pattern (patternMessages).
 */
export function messageFor(
  error: ErrorObject,
  patterns: ReadonlyMap<string, string>,
): PointedMessage {
  const pointer = error.instancePath;
  const params: Record<string, unknown> = error.params;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required': {
      const field = String(params.missingProperty);
      return {
        pointer,
        message: `missing required field "${field}"${allowedNote(pointer, error.parentSchema, field)}`,
      };
    }
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const allowed =
        isRecord(error.parentSchema) && isRecord(error.parentSchema.properties)
          ? Object.keys(error.parentSchema.properties)
          : [];
      const guess = closest(field, allowed);
      return {
        pointer: `${pointer}/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: `unknown field "${field}"${guess ? ` — did you mean "${guess}"?` : '.'} Allowed fields: ${allowed.join(', ')}`,
      };
    }
    case 'type': {
      const expected = String(params.type)
        .split(',')
        .map((t) => typeNames[t] ?? t)
        .join(' or ');
      return {
        pointer,
        message: `expected ${expected}, found ${describeValue(error.data)}`,
      };
    }
    case 'enum': {
      const allowed: unknown[] = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      const guess =
        typeof error.data === 'string' ? closest(error.data, allowed.map(String)) : undefined;
      const hint = guess ? ` — did you mean "${guess}"?` : '.';
      const list = pointer.endsWith('/type') ? typedItem(pointer.slice(0, -5)) : undefined;
      if (list) {
        return {
          pointer,
          message: `unknown ${list.noun} type ${JSON.stringify(error.data)}${hint} ${list.Noun} types: ${allowed.join(', ')}`,
        };
      }
      return {
        pointer,
        message: `${describeValue(error.data)} is not allowed${hint} Allowed values: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
      };
    }
    case 'const':
      return {
        pointer,
        message: `must be exactly ${JSON.stringify(params.allowedValue)}, found ${shown(error.data)}`,
      };
    case 'pattern':
      return { pointer, message: `${patternHint(error, patterns)} (found ${shown(error.data)})` };
    case 'format': {
      const format = String(params.format);
      return {
        pointer,
        message: `must be a valid ${formatNames[format] ?? format} (found ${shown(error.data)})`,
      };
    }
    case 'minLength':
      return {
        pointer,
        message:
          limit === 1 ? 'must not be empty' : `must be at least ${count(limit, 'character')} long`,
      };
    case 'maxLength': {
      const length = typeof error.data === 'string' ? ` (it has ${error.data.length})` : '';
      return { pointer, message: `must be at most ${count(limit, 'character')}${length}` };
    }
    case 'minItems':
      return { pointer, message: `needs at least ${count(limit, 'item')}` };
    case 'maxItems': {
      const has = Array.isArray(error.data) ? ` (it has ${error.data.length})` : '';
      return { pointer, message: `allows at most ${count(limit, 'item')}${has}` };
    }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return {
        pointer,
        message: `${bound(String(params.comparison), limit)}, found ${shown(error.data)}`,
      };
    case 'multipleOf':
      return { pointer, message: `must be a multiple of ${String(params.multipleOf)}` };
    case 'uniqueItems':
      return {
        pointer,
        message: `lists the same entry twice (items ${Number(params.j) + 1} and ${Number(params.i) + 1})`,
      };
    default:
      return {
        pointer,
        message: `${error.message ?? `fails the "${error.keyword}" rule`}`,
      };
  }
}
