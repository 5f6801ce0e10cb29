import { fieldRules } from '../../../forms/fields/rules';
import type { LeadField, LeadSource } from './types';

/** The field types whose rule declares them not personal (`personal: false`). */
export function choiceTypesOf(
  rules: Readonly<Record<string, { personal: boolean }>>,
): ReadonlySet<string> {
  return new Set(Object.keys(rules).filter((type) => rules[type]?.personal === false));
}

// Any type not declared so, and a type stored in an old lead but since removed, is personal.
const choiceTypes = choiceTypesOf(fieldRules);

/** A lead's fields with every personal value emptied; names and labels stay. */
export function anonymisedFields(fields: readonly LeadField[]): LeadField[] {
  return fields.map((field) => (choiceTypes.has(field.type) ? field : { ...field, value: '' }));
}

/**
 * Where the visit came from, without what could name a person: the campaign values stay, the
 * referring address keeps only its site (its path or query may carry anything).
 */
export function anonymisedSource(source: LeadSource | undefined): LeadSource | undefined {
  if (!source?.referrer) return source;
  let origin: string | undefined;
  try {
    origin = new URL(source.referrer).origin;
  } catch {
    origin = undefined;
  }
  const { referrer: _referrer, ...rest } = source;
  return origin && origin !== 'null' ? { ...rest, referrer: origin } : rest;
}
