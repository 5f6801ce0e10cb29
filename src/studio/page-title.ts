import { resolvePlaceholders } from '../engine/validation/placeholders';

/**
 * A page title as the site shows it: company facts such as {{company.name}} filled in from the
 * site config (an unknown one stays as written, as on the preview).
 */
export function pageTitle(title: string, site: unknown): string {
  const resolved = resolvePlaceholders(title, site, []);
  return typeof resolved === 'string' ? resolved : title;
}
