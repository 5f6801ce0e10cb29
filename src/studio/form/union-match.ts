import { isRecord } from '../../schema/is-record';
import type { FieldSpec, UnionOption } from './field-spec';

const fitsKind = (spec: FieldSpec, value: unknown): boolean => {
  switch (spec.kind) {
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
    case 'choice':
      return typeof value === 'string' || typeof value === 'number';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return false;
  }
};

/** Which alternative of a union a value is: the one whose own fields it has, else by kind. */
export function matchUnion(options: readonly UnionOption[], value: unknown): number {
  if (isRecord(value)) {
    const byKeys = options.findIndex((o) => o.keys.length > 0 && o.keys.every((k) => k in value));
    if (byKeys >= 0) return byKeys;
  }
  const byKind = options.findIndex((o) => fitsKind(o.spec, value));
  return byKind >= 0 ? byKind : 0;
}
