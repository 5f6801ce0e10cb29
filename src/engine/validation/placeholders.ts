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
 * Replaces `{{company.email}}`-style placeholders in every string of a page with the site
 * config's value, so company facts are written once (decisions.md #15). Unknown names are reported.
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
    return value.map((item, i) => resolvePlaceholders(item, site, problems, `${pointer}/${i}`));
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
