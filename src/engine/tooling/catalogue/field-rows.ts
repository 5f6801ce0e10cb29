import { isRecord } from '../../../schema/is-record';
import { alternatives, keysOf, list, typeLabel, type Json } from './type-label';

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
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = list(schema.required).map(String);
  return Object.entries(properties).flatMap(([key, value]) =>
    isRecord(value)
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
  const items = schema.type === 'array' && isRecord(schema.items) ? schema.items : undefined;
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
        JSON.stringify(isRecord(f.schema.properties) ? f.schema.properties[key] : null),
      ),
    );
    if (having.length === forms.length && shapes.size === 1) {
      const first = forms[0]?.schema ?? {};
      const required = forms.every((f) => list(f.schema.required).includes(key));
      const property =
        isRecord(first.properties) && isRecord(first.properties[key]) ? first.properties[key] : {};
      return fieldAndChildren(`${name}.${key}`, property, required, patterns);
    }
    return having.flatMap((form) => {
      const property = isRecord(form.schema.properties) ? form.schema.properties[key] : undefined;
      if (!isRecord(property)) return [];
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
