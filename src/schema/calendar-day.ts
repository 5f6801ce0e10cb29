import * as z from 'zod/mini';

// Leads are stamped when they arrive, so no filter needs a day before 1970; past 2999 a day is a
// typing slip. The bounds also keep every day one that both databases and an ISO string hold.
const firstYear = 1970;
const lastYear = 2999;

const shape = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a YYYY-MM-DD day that exists (no 2026-02-30), within the years allowed. */
export function isCalendarDay(text: string): boolean {
  const match = shape.exec(text);
  if (!match) return false;
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
  if (year < firstYear || year > lastYear) return false;
  // Date.UTC rolls an impossible day over into the next month (2026-02-30 → 2026-03-02).
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day of a query string, e.g. the inbox's `from` and `to`: a 400 field error unless real. */
export const calendarDay = z
  .string()
  .check(
    z.regex(shape, { error: 'Use a date like 2026-11-23.', abort: true }),
    z.refine(
      isCalendarDay,
      `There is no such day. Use a real date from ${firstYear} to ${lastYear}, like 2026-11-23.`,
    ),
  );
