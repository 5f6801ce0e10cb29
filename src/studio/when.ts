/** The zone's short name as people read it: "IST", "GMT", "CET", else "GMT+5:30". */
export function zoneName(zone: string | undefined, at: Date): string {
  const named = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  // Each locale knows the abbreviations of its own region only: take the first that has one.
  const names = ['en-IN', 'en-GB', 'en-US'].map(named);
  return names.find((name) => /^[A-Z]{2,5}$/.test(name)) ?? names[1] ?? '';
}

/**
 * A moment as the studio shows it: "28 Nov 2026, 12:07 pm IST", on the site's clock (`zone`,
 * the site's publishing time zone) with the zone named, whatever the editor's computer uses;
 * without a zone (the local studio), on the computer's clock.
 */
export function formatWhen(at: string | Date, zone?: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod').toLowerCase().replace(/\./g, '');
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${period} ${zoneName(zone, date)}`;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A wall-clock time typed in a date-and-time field ("2026-11-29T14:05"), in the studio's words
 * with the zone it is on ("29 Nov 2026, 2:05 pm IST"); empty for anything else. The field shows
 * the browser's own order of day and month, which this reads back unambiguously.
 */
export function wallTimeWords(value: string, zone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const name = months[(month ?? 0) - 1];
  if (!name || !day || hour === undefined || minute === undefined) return '';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const period = hour < 12 ? 'am' : 'pm';
  return `${day} ${name} ${year}, ${h12}:${String(minute).padStart(2, '0')} ${period} ${zone}`;
}
