import type { z } from 'zod';
import { orderKeys } from './page-format/order-keys';
import { printJson } from './page-format/print-json';

// The one way page and config files are written (new pages, the studio, migrations): keys in the
// order the schemas declare them and the layout the formatter keeps, so a file opened and saved
// unchanged stays byte-identical and diffs show only what changed.

/** Serializes a JSON value for a file checked by `schema`: schema key order, trailing newline. */
export function serializeJsonFile(value: unknown, schema: z.ZodType): string {
  return `${printJson(orderKeys(value, schema))}\n`;
}
