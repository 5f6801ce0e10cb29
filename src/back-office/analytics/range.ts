import { longestRangeDays } from '../../schema/api/analytics';
import { isCalendarDay } from '../../schema/calendar-day';

/** The days a report covers, both included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** The quick choices: the last 7, 30 and 90 days, today included. */
export const quickChoices = [7, 30, 90] as const;
/** What the dashboard shows when the address names no range. */
const defaultDays = 30;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day a moment falls on, as YYYY-MM-DD: in a time zone (the site's, whose days the report
 * counts), else where the reader is.
 */
export function dayIn(date: Date, timeZone?: string): string {
  if (!timeZone) return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `count` days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** How many days a range covers, both ends included. */
export const daysIn = ({ from, to }: DayRange) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The last `days` days up to `today`, today included. */
export const lastDays = (days: number, today: string): DayRange => ({
  from: addDays(today, 1 - days),
  to: today,
});

/** Whether the server can report on a range: real days, in order, not too many. */
export const isReportable = (range: DayRange) =>
  isCalendarDay(range.from) &&
  isCalendarDay(range.to) &&
  range.from <= range.to &&
  daysIn(range) <= longestRangeDays;

/** The range an address names (`?from=&to=`), else the last 30 days; it may not be reportable. */
export function rangeOf(search: string, today: string): DayRange {
  const query = new URLSearchParams(search);
  const from = query.get('from');
  const to = query.get('to');
  return from && to ? { from, to } : lastDays(defaultDays, today);
}

/** The address's query for a range. */
export const searchOf = ({ from, to }: DayRange) => `?${new URLSearchParams({ from, to })}`;
