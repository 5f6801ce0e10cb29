import type { FieldSpec } from './field-spec';

/**
 * A starting value for a new block, list item or union alternative: required fields only, each
 * with the emptiest value its kind allows. Empty required text is left for the marketer to fill
 * in; validation points at it until they do.
 */
export function initialValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'string':
      return '';
    case 'number':
      return spec.min ?? 0;
    case 'boolean':
      return false;
    case 'choice':
      return spec.options[0];
    case 'const':
      return spec.value;
    case 'object':
      return Object.fromEntries(
        spec.fields.filter((f) => !f.optional).map((f) => [f.key, initialValue(f.spec)]),
      );
    case 'array':
      return Array.from({ length: spec.min ?? 0 }, () => initialValue(spec.item));
    case 'union':
      return spec.options[0] ? initialValue(spec.options[0].spec) : undefined;
    case 'unsupported':
      return undefined;
  }
}
