import { formatNames, unboundedNumber } from '../validation/wording';

/** One row of a block's field table, read from its JSON Schema. */
export interface FieldRow {
  /** `heading`, `cards[].title`, `image.src` */
  field: string;
  /** What may be written: `text, not empty`, `one of "cards", "tiles"`, `list of objects`. */
  type: string;
  required: boolean;
  /** The value used when the field is left out, as JSON. */
  default?: string;
  description: string;
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const quoted = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
const keysOf = (schema: Json) => (isJson(schema.properties) ? Object.keys(schema.properties) : []);

/** The alternatives of a union of objects, named by the fields only they require. */
function alternatives(schema: Json): { schema: Json; name: string }[] {
  const branches = list(schema.anyOf ?? schema.oneOf).filter(isJson);
  const required = branches.map((b) => list(b.required).map(String));
  return branches.map((branch, i) => {
    const own = (required[i] ?? []).filter((key) => !required.every((r) => r.includes(key)));
    return {
      schema: branch,
      name: own.length ? `with ${own.map((k) => `"${k}"`).join(' and ')}` : `form ${i + 1}`,
    };
  });
}

/** A schema's allowed values in words, e.g. `whole number, at least 2000`. */
export function typeLabel(schema: Json, patterns: ReadonlyMap<string, string>): string {
  if (Array.isArray(schema.enum)) return `one of ${quoted(schema.enum)}`;
  if ('const' in schema) return `exactly ${JSON.stringify(schema.const)}`;
  if (schema.anyOf || schema.oneOf) {
    const names = alternatives(schema).map((a) => `an object ${a.name}`);
    return `either ${names.join(' or ')}`;
  }
  const rules: string[] = [];
  const n = (key: string) => (typeof schema[key] === 'number' ? Number(schema[key]) : undefined);
  switch (schema.type) {
    case 'string': {
      const min = n('minLength');
      const max = n('maxLength');
      if (min === 1) rules.push('not empty');
      else if (min) rules.push(`at least ${min} characters`);
      if (max) rules.push(`at most ${max} characters`);
      const format = typeof schema.format === 'string' ? formatNames[schema.format] : undefined;
      const pattern = typeof schema.pattern === 'string' ? patterns.get(schema.pattern) : undefined;
      if (format) rules.push(format);
      else if (pattern) rules.push(pattern.replace(/^must be /, ''));
      return ['text', ...rules].join(', ');
    }
    case 'number':
    case 'integer': {
      const bounds: [string, string][] = [
        ['minimum', 'at least'],
        ['exclusiveMinimum', 'more than'],
        ['maximum', 'at most'],
        ['exclusiveMaximum', 'less than'],
      ];
      for (const [key, words] of bounds) {
        const limit = n(key);
        if (limit !== undefined && Math.abs(limit) < unboundedNumber)
          rules.push(`${words} ${limit}`);
      }
      return [schema.type === 'integer' ? 'whole number' : 'number', ...rules].join(', ');
    }
    case 'boolean':
      return 'true or false';
    case 'array': {
      const items = isJson(schema.items) ? typeLabel(schema.items, patterns) : 'anything';
      const min = n('minItems');
      const max = n('maxItems');
      const size =
        min && max
          ? `${min}–${max} items`
          : min
            ? `at least ${min} item${min === 1 ? '' : 's'}`
            : max
              ? `at most ${max} items`
              : '';
      const [head = items, ...rules] = items.split(', ');
      const each = head.startsWith('object')
        ? 'list of objects'
        : head.startsWith('either')
          ? `list, each ${items}`
          : `list of ${head}${rules.length ? `, each ${rules.join(', ')}` : ''}`;
      return `${each}${size ? `; ${size}` : ''}`;
    }
    case 'object':
      return 'object';
    default:
      return 'anything';
  }
}

/**
 * Rows for every field of a block's JSON Schema, nested fields included (`cards[].title`), so
 * the catalogue documents exactly what validation accepts. `type` itself is left out: it is the
 * block's name.
 */
export function fieldRows(block: Json, patterns: ReadonlyMap<string, string>): FieldRow[] {
  return objectRows(block, '', patterns).filter((row) => row.field !== 'type');
}

function objectRows(
  schema: Json,
  prefix: string,
  patterns: ReadonlyMap<string, string>,
  note = '',
): FieldRow[] {
  const properties = isJson(schema.properties) ? schema.properties : {};
  const required = list(schema.required).map(String);
  return Object.entries(properties).flatMap(([key, value]) =>
    isJson(value)
      ? fieldAndChildren(`${prefix}${key}`, value, required.includes(key), patterns, note)
      : [],
  );
}

function fieldAndChildren(
  field: string,
  schema: Json,
  required: boolean,
  patterns: ReadonlyMap<string, string>,
  note = '',
): FieldRow[] {
  const description = typeof schema.description === 'string' ? schema.description : '';
  const row: FieldRow = {
    field,
    type: typeLabel(schema, patterns),
    required,
    ...(schema.default !== undefined ? { default: JSON.stringify(schema.default) } : {}),
    description: `${note}${description}`,
  };
  const items = schema.type === 'array' && isJson(schema.items) ? schema.items : undefined;
  const inner = items ?? schema;
  const name = items ? `${field}[]` : field;
  if (inner.anyOf || inner.oneOf) return [row, ...unionRows(inner, name, patterns)];
  if (inner.type === 'object') return [row, ...objectRows(inner, `${name}.`, patterns)];
  return [row];
}

/** Fields of a union of objects: shared ones once, the others marked with their alternative. */
function unionRows(union: Json, name: string, patterns: ReadonlyMap<string, string>): FieldRow[] {
  const forms = alternatives(union);
  const keys = [...new Set(forms.flatMap((f) => keysOf(f.schema)))];
  return keys.flatMap((key) => {
    const having = forms.filter((f) => keysOf(f.schema).includes(key));
    const shapes = new Set(
      having.map((f) =>
        JSON.stringify(isJson(f.schema.properties) ? f.schema.properties[key] : null),
      ),
    );
    if (having.length === forms.length && shapes.size === 1) {
      const first = forms[0]?.schema ?? {};
      const required = forms.every((f) => list(f.schema.required).includes(key));
      const property =
        isJson(first.properties) && isJson(first.properties[key]) ? first.properties[key] : {};
      return fieldAndChildren(`${name}.${key}`, property, required, patterns);
    }
    return having.flatMap((form) => {
      const property = isJson(form.schema.properties) ? form.schema.properties[key] : undefined;
      if (!isJson(property)) return [];
      const required = list(form.schema.required).includes(key);
      return fieldAndChildren(
        `${name}.${key}`,
        property,
        required,
        patterns,
        `Only in an object ${form.name}. `,
      );
    });
  });
}
