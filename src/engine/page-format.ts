import type { z } from 'zod';
import { pageSchema } from '../schema/page';
import { siteSchema } from '../schema/site';
import { orderKeys } from './page-format/order-keys';
import { printJson } from './page-format/print-json';

// The one way page and config files are written (new pages, the studio, migrations): keys in the
// order the schemas declare them and the layout the formatter keeps, so a file opened and saved
// unchanged stays byte-identical and diffs show only what changed.

/** Serializes a JSON value for a file checked by `schema`: schema key order, trailing newline. */
export function serializeJsonFile(value: unknown, schema: z.ZodType): string {
  return `${printJson(orderKeys(value, schema))}\n`;
}

/** Serializes a page (as read from its file, before defaults) into the text of its file. */
export function serializePage(page: unknown): string {
  return serializeJsonFile(page, pageSchema);
}

/** Serializes the site config (as read from site.config.json) into the text of that file. */
export function serializeSiteConfig(site: unknown): string {
  return serializeJsonFile(site, siteSchema);
}
