/**
 * Where a visitor came from, kept for the visit: the campaign values of the address they landed
 * on (`?utm_source=newsletter…`) and the site that sent them. Stored in sessionStorage when the
 * first page of a visit loads, so an enquiry sent pages later is still attributed to it.
 */
import { maxLength, storageKey, type LeadSource } from '../engine/browser/landing';
import { leadSourceKeys } from '../schema/lead-source-keys';

export { leadSourceKeys } from '../schema/lead-source-keys';
export type { LeadSource } from '../engine/browser/landing';

/** The known, non-empty source values of a value read back from storage or a request. */
export function asLeadSource(value: unknown): LeadSource {
  const source: LeadSource = {};
  if (typeof value !== 'object' || value === null) return source;
  for (const key of leadSourceKeys) {
    const entry: unknown = Object.getOwnPropertyDescriptor(value, key)?.value;
    if (typeof entry === 'string' && entry) source[key] = entry.slice(0, maxLength);
  }
  return source;
}

/** The visit's source, as remembered; empty when nothing was. */
export function visitSource(): LeadSource {
  try {
    return asLeadSource(JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}'));
  } catch {
    return {};
  }
}
