import type { z } from 'zod';
import { anchorIdSchema } from '../../schema/common';
import { widgetOf } from '../../schema/field-widget';
import { healthCheckIdSchema } from '../../schema/page-health';
import { iconNames } from '../../schema/icon-names';
import type { FieldEntry, FieldSpec, UnionOption } from './field-spec';
import { healthCheckWords, labelFor } from './labels';

type Schema = z.core.$ZodType;

// Fields few blocks ever change, and whose words are technical, go under "Advanced".
const advancedDefs = new WeakSet<object>([anchorIdSchema._zod.def]);
const icons = new Set<string>(iconNames);

/** The description of a schema or of the first wrapped schema that has one. */
function descriptionOf(schema: Schema): string | undefined {
  for (let s: Schema | undefined = schema; s; s = unwrapOnce(s)) {
    const description = (s as z.ZodType).description;
    if (description) return description;
  }
  return undefined;
}

function unwrapOnce(schema: Schema): Schema | undefined {
  const s = schema as z.core.$ZodTypes;
  const def = s._zod.def;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return def.innerType;
    case 'pipe':
      return def.in;
    default:
      return undefined;
  }
}

/** The field entry for `key` of an object schema: optional/default wrappers become flags. */
export function describeField(key: string, schema: Schema): FieldEntry {
  let optional = false;
  let defaultValue: unknown;
  let inner: Schema = schema;
  for (let next = unwrapOnce(inner); next; next = unwrapOnce(inner)) {
    const def = (inner as z.core.$ZodTypes)._zod.def;
    if (def.type === 'optional') optional = true;
    if (def.type === 'default') {
      optional = true;
      defaultValue = def.defaultValue;
    }
    inner = next;
  }
  return {
    key,
    label: labelFor(key),
    description: descriptionOf(schema),
    optional,
    defaultValue,
    spec: describeSchema(inner),
    ...(advancedDefs.has(inner._zod.def) ? { advanced: true } : {}),
    ...(inner === healthCheckIdSchema ? { optionLabels: healthCheckWords } : {}),
  };
}

function lengthBounds(checks: readonly z.core.$ZodCheck[] | undefined) {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: unknown; maximum?: unknown };
    if (def.check === 'min_length' && typeof def.minimum === 'number') bounds.min = def.minimum;
    if (def.check === 'max_length' && typeof def.maximum === 'number') bounds.max = def.maximum;
  }
  return bounds;
}

/**
 * What the studio shows for a schema (wrappers already removed). A picker or a text area is the
 * one the schema declares (`src/schema/field-widget.ts`), so a field that uses a shared link or
 * image schema gets its picker too; nothing is guessed from the field's name.
 */
export function describeSchema(schema: Schema): FieldSpec {
  const widget = widgetOf(schema);
  const s = schema as z.core.$ZodTypes;
  const def = s._zod.def;
  switch (def.type) {
    case 'string': {
      const bounds = lengthBounds(def.checks);
      // A text allowed more than a couple of sentences gets a text area even when not declared.
      const long = widget === 'longText' || (bounds.max ?? 0) > 200;
      return {
        kind: 'string',
        widget: widget === 'link' ? 'link' : long ? 'longText' : 'text',
        ...bounds,
      };
    }
    case 'number': {
      const bag = s._zod.bag as { minimum?: number; maximum?: number; format?: string };
      return {
        kind: 'number',
        integer: bag.format === 'safeint' || bag.format === 'int32',
        min: bag.minimum,
        max: bag.maximum,
      };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum': {
      const options = Object.values(def.entries);
      const isIcon =
        options.length > 0 && options.every((o) => typeof o === 'string' && icons.has(o));
      return { kind: 'choice', options, widget: isIcon ? 'icon' : 'select' };
    }
    case 'literal': {
      const values = def.values.filter(
        (v): v is string | number => typeof v === 'string' || typeof v === 'number',
      );
      return values.length === 1
        ? { kind: 'const', value: values[0] }
        : { kind: 'choice', options: values, widget: 'select' };
    }
    case 'object':
      return {
        kind: 'object',
        widget: widget === 'image' ? 'image' : 'fields',
        fields: Object.entries(def.shape).map(([name, field]) => describeField(name, field)),
      };
    case 'array':
      return {
        kind: 'array',
        item: describeField('', def.element).spec,
        ...lengthBounds(def.checks),
      };
    case 'union':
      return { kind: 'union', options: unionOptions(def.options) };
    default: {
      const inner = unwrapOnce(schema);
      return inner ? describeSchema(inner) : { kind: 'unsupported', type: def.type };
    }
  }
}

const requiredKeys = (spec: FieldSpec) =>
  spec.kind === 'object' ? spec.fields.filter((f) => !f.optional).map((f) => f.key) : [];

// A union alternative is named by its description or by the fields only it requires: a button
// "with href" (a link) vs. one "with opens" (a form dialog).
function unionOptions(schemas: readonly Schema[]): UnionOption[] {
  const specs = schemas.map((schema) => describeSchema(schema));
  const required = specs.map(requiredKeys);
  return specs.map((spec, i) => {
    const own = (required[i] ?? []).filter((key) => !required.every((r) => r.includes(key)));
    const description = descriptionOf(schemas[i] ?? schemas[0]!);
    const name =
      own.length > 0
        ? own.map(labelFor).join(' and ')
        : (description ?? (spec.kind === 'object' ? `Option ${i + 1}` : spec.kind));
    return { name, spec, keys: own };
  });
}
