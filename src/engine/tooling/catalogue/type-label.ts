import { isRecord } from '../../../schema/is-record';
import { formatNames, unboundedNumber } from '../../validation/wording';

export type Json = Record<string, unknown>;
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const quoted = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
export const keysOf = (schema: Json) =>
  isRecord(schema.properties) ? Object.keys(schema.properties) : [];

/** The alternatives of a union of objects, named by the fields only they require. */
export function alternatives(schema: Json): { schema: Json; name: string }[] {
  const branches = list(schema.anyOf ?? schema.oneOf).filter(isRecord);
  const required = branches.map((b) => list(b.required).map(String));
  return branches.map((branch, i) => {
    const own = (required[i] ?? []).filter((key) => !required.every((r) => r.includes(key)));
    return {
      schema: branch,
      name: own.length ? `with ${own.map((k) => `"${k}"`).join(' and ')}` : `form ${i + 1}`,
    };
  });
}

/** `text, not empty` → `text (not empty)`, so labels can be listed with commas between them. */
function plainLabel(label: string): string {
  if (label === 'true or false') return 'true / false';
  const [head, ...rules] = label.split(', ');
  return rules.length ? `${head} (${rules.join(', ')})` : label;
}

/** A schema's allowed values in words, e.g. `whole number, at least 2000`. */
export function typeLabel(schema: Json, patterns: ReadonlyMap<string, string>): string {
  if (Array.isArray(schema.enum)) return `one of ${quoted(schema.enum)}`;
  if ('const' in schema) return `exactly ${JSON.stringify(schema.const)}`;
  if (schema.anyOf || schema.oneOf) {
    const branches = alternatives(schema);
    if (branches.every((a) => a.schema.type === 'object'))
      return `either ${branches.map((a) => `an object ${a.name}`).join(' or ')}`;
    // A union of plain values (a table cell: text or a yes / no mark) reads as its values' words.
    const names = branches.map((a) => plainLabel(typeLabel(a.schema, patterns)));
    return `either ${names.join(', or ')}`;
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
      const items = isRecord(schema.items) ? typeLabel(schema.items, patterns) : 'anything';
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
