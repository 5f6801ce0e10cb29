// Making a formatter costs some 60 µs, using one a few: one per zone, made once.
const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (zone: string) => {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
};

/** The wall-clock time in `zone` at `at`, as `YYYY-MM-DDTHH:mm:ss`. */
export function wallClock(at: Date, zone: string): string {
  const parts = formatIn(zone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

const localTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The moment a wall-clock time (`YYYY-MM-DDTHH:mm`, seconds optional, as a date-and-time field
 * gives it) names in `zone`; undefined when it is not such a time or does not exist there (a
 * clock change skipped it).
 */
export function fromWallClock(text: string, zone: string): Date | undefined {
  const match = localTime.exec(text);
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Years of four digits only, as stored times are compared as ISO text (decisions.md #75).
  if (y < 1000 || y > 9998) return undefined;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const wanted = text.length === 16 ? `${text}:00` : text;
  // The zone's offset near that time, then once more at the result (across a clock change).
  let at = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = Date.parse(`${wallClock(new Date(at), zone)}Z`);
    at -= shown - asUtc;
  }
  return wallClock(new Date(at), zone) === wanted ? new Date(at) : undefined;
}
