import { isRecord } from './is-record';

/**
 * The page format this engine reads and writes (the `"format"` field of a page). A page without
 * the field is format 1, the format before versions existed. Raising it needs a migration to it
 * in `src/engine/page-format/migrations/` (docs/pages.md, "Page format and migrations").
 */
export const currentPageFormat = 2;

/** The first format, that of a page written before the `"format"` field existed. */
export const unversionedPageFormat = 1;

/**
 * The format version a parsed page file declares: its `"format"`, or 1 when it has none;
 * undefined when the field holds something other than a whole number from 1 up.
 */
export function pageFormatOf(page: unknown): number | undefined {
  if (!isRecord(page) || !Object.hasOwn(page, 'format')) return unversionedPageFormat;
  const { format } = page;
  return typeof format === 'number' && Number.isInteger(format) && format >= 1 ? format : undefined;
}
