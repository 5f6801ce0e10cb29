/**
 * The first page of a visit notes where the visit came from (see lead-source.ts); kept apart so
 * the islands loader, which runs it on every page, carries only this.
 */
import { leadSourceKeys } from '../../schema/lead-source-keys';

export type LeadSource = Partial<Record<(typeof leadSourceKeys)[number], string>>;

/** Where the visit's source is kept in sessionStorage. */
export const storageKey = 'lead-source';
export const maxLength = 300;

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
