import type { PointedMessage } from './problem';

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Object.getOwnPropertyDescriptor(value, key)?.value;
  }
  return value;
}

/** Every `{{path}}` a page may use: the text and number facts of the site config's company. */
export function availablePlaceholders(site: unknown, prefix = 'company'): string[] {
  const value = lookup(site, prefix);
  if (typeof value === 'string' || typeof value === 'number') return [prefix];
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value).flatMap((key) => availablePlaceholders(site, `${prefix}.${key}`));
}

/**
 * Whether `item` is a list item shown only when a setting of the site config is on
 * (`"shownIf": "analytics.countPageViews"`) and the config turns that setting off: set to
 * `false` (a setting it does not give is on, as the config's switches are by default).
 */
function isSwitchedOff(
  item: unknown,
  site: unknown,
  problems: PointedMessage[],
  pointer: string,
): boolean {
  if (typeof item !== 'object' || item === null || !('shownIf' in item)) return false;
  const name = item.shownIf;
  if (typeof name !== 'string') return false;
  const setting = lookup(site, name);
  if (setting === undefined || typeof setting === 'boolean') return setting === false;
  problems.push({
    pointer: `${pointer}/shownIf`,
    message: `"shownIf" names ${name}, which is not a true/false setting of the site config`,
  });
  return false;
}

/**
 * Replaces `{{company.email}}`-style placeholders in every string of a page with the site
 * config's value, so company facts are written once (decisions.md #15). Unknown names are reported.
 * A list item with `"shownIf"` is left out when the config turns that setting off (decision 102).
 */
export function resolvePlaceholders(
  value: unknown,
  site: unknown,
  problems: PointedMessage[],
  pointer = '',
): unknown {
  if (typeof value === 'string') {
    return value.replace(placeholder, (match, name: string) => {
      const fact = lookup(site, name);
      if (typeof fact === 'string' || typeof fact === 'number') return String(fact);
      problems.push({
        pointer,
        message: `unknown placeholder ${match}; available: ${availablePlaceholders(site)
          .map((p) => `{{${p}}}`)
          .join(', ')}`,
      });
      return match;
    });
  }
  if (Array.isArray(value))
    return value.flatMap((item, i) =>
      isSwitchedOff(item, site, problems, `${pointer}/${i}`)
        ? []
        : [resolvePlaceholders(item, site, problems, `${pointer}/${i}`)],
    );
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        resolvePlaceholders(v, site, problems, `${pointer}/${k}`),
      ]),
    );
  }
  return value;
}
