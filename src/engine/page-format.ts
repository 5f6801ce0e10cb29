import type { z } from 'zod';
import { fileLayout } from './page-format/file-layout';
import { orderKeys } from './page-format/order-keys';
import { printJson } from './page-format/print-json';

// The one way page and config files are written (new pages, the studio, migrations): keys in the
// order the schemas declare them and the layout the formatter keeps, so a file opened and saved
// unchanged stays byte-identical and diffs show only what changed. Given the file's current
// text, only the values that changed are rewritten: the rest keeps its bytes, key order and
// layout (site.config.json writes short objects on one line, which a fresh print would expand).

/**
 * Serializes a JSON value for a file checked by `schema`: schema key order, trailing newline.
 * `current` is the file's text now, if it exists: what did not change is kept as written there.
 */
export function serializeJsonFile(value: unknown, schema: z.ZodType, current?: string): string {
  const layout = current === undefined ? undefined : fileLayout(current);
  return `${printJson(orderKeys(value, schema), '', 0, 0, layout)}\n`;
}
