/**
 * Where a visitor came from, kept for the visit: the campaign values of the address they landed
 * on (`?utm_source=newsletter…`) and the site that sent them. Stored in sessionStorage when the
 * first page of a visit loads, so an enquiry sent pages later is still attributed to it.
 */
export const leadSourceKeys = [
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export type LeadSource = Partial<Record<(typeof leadSourceKeys)[number], string>>;

const storageKey = 'lead-source';
const maxLength = 300;

/** Notes the landing page's source, once per visit (a tab's session). */
export function rememberLanding() {
  try {
    // Reading sessionStorage itself throws where storage is off (a sandboxed frame).
    const store = window.sessionStorage;
    const { location } = window;
    const referrer = document.referrer;
    if (store.getItem(storageKey) !== null) return;
    const query = new URLSearchParams(location.search);
    const source: LeadSource = {};
    for (const key of leadSourceKeys) {
      const value = key === 'referrer' ? externalReferrer(referrer, location) : query.get(key);
      if (value) source[key] = value.slice(0, maxLength);
    }
    store.setItem(storageKey, JSON.stringify(source));
  } catch {
    // Storage refused (private mode, quota): the enquiry is sent without its source.
  }
}

/** The referring address when it is another site; this site's own pages say nothing. */
function externalReferrer(referrer: string, location: Location) {
  try {
    return referrer && new URL(referrer).origin !== location.origin ? referrer : undefined;
  } catch {
    return undefined;
  }
}

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
