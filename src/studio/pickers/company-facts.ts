import { availablePlaceholders } from '../../engine/validation/placeholders';

/** The value at a dotted path ("company.phones.0.display") of parsed JSON, without casting it. */
function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Object.getOwnPropertyDescriptor(value, key)?.value;
  }
  return value;
}

/** Every text or number fact under the site config's company, as a placeholder with its value. */
export function companyFacts(site: unknown): { token: string; value: string }[] {
  return availablePlaceholders(site).map((path) => ({
    token: `{{${path}}}`,
    value: String(valueAt(site, path)),
  }));
}
