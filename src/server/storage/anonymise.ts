import type { LeadField, LeadSource } from './types';

/**
 * Field types whose value is one of the form's own choices (a listed option, a ticked box): it
 * says what the enquiry was about, not who sent it, so it stays for counts. Every other type,
 * and any type added later, is taken as personal.
 */
const choiceTypes: ReadonlySet<string> = new Set(['select', 'checkbox']);

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
