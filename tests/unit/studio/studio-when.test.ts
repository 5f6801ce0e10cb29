import { describe, expect, it } from 'vitest';
import { formatWhen, wallTimeWords, zoneName } from '../../../src/studio/when';

describe('a moment as the studio shows it', () => {
  it('reads as people write it, on the site’s clock with its zone’s short name', () => {
    expect(formatWhen('2026-11-28T06:37:00Z', 'Asia/Kolkata')).toBe('28 Nov 2026, 12:07 pm IST');
    expect(formatWhen('2026-11-28T18:30:00Z', 'Asia/Kolkata')).toBe('29 Nov 2026, 12:00 am IST');
  });

  it('names zones by the abbreviation people know there, with summer time', () => {
    expect(formatWhen('2026-07-01T00:05:00Z', 'Europe/London')).toBe('1 Jul 2026, 1:05 am BST');
    expect(formatWhen('2026-07-01T00:05:00Z', 'America/New_York')).toBe('30 Jun 2026, 8:05 pm EDT');
    expect(zoneName('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('CET');
  });

  it('never shows an ISO time, a zone id or a 24-hour clock', () => {
    const shown = formatWhen(new Date('2026-03-09T15:45:10Z'), 'Asia/Kolkata');
    expect(shown).not.toMatch(/T\d\d:|Asia\/|:10\b|21:15/);
    expect(shown).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d (am|pm) [A-Z]{2,5}$/);
  });

  it('shows nothing for a time that is not one', () => {
    expect(formatWhen('not a time', 'Asia/Kolkata')).toBe('');
  });
});

describe('wallTimeWords: a time typed in the schedule field, read back in words', () => {
  it('says the day, the month by name, a 12-hour time and the zone', () => {
    expect(wallTimeWords('2026-12-03T14:05', 'IST')).toBe('3 Dec 2026, 2:05 pm IST');
    expect(wallTimeWords('2026-01-10T00:30:00', 'IST')).toBe('10 Jan 2026, 12:30 am IST');
    expect(wallTimeWords('2026-01-10T12:00', 'GMT')).toBe('10 Jan 2026, 12:00 pm GMT');
  });

  it('says nothing for an empty or half-typed field', () => {
    expect(wallTimeWords('', 'IST')).toBe('');
    expect(wallTimeWords('2026-13-01T10:00', 'IST')).toBe('');
  });
});
