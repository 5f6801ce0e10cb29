import { describe, expect, it } from 'vitest';
import { fromWallClock, wallClock } from '../../../src/server/site-time';

describe("the site's clock", () => {
  it('reads a date and time in the site’s zone, whatever the machine’s', () => {
    expect(fromWallClock('2026-11-26T10:30', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-11-26T05:00:00.000Z',
    );
    expect(fromWallClock('2026-07-01T12:00:05', 'Europe/London')?.toISOString()).toBe(
      '2026-07-01T11:00:05.000Z',
    );
    expect(wallClock(new Date('2026-11-26T05:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-26T10:30:00');
  });

  it('refuses what is not a time there: a date that does not exist, a skipped hour, free text', () => {
    expect(fromWallClock('2026-02-30T10:00', 'Asia/Kolkata')).toBeUndefined();
    // Clocks in London go from 01:00 to 02:00 on 29 March 2026.
    expect(fromWallClock('2026-03-29T01:30', 'Europe/London')).toBeUndefined();
    expect(fromWallClock('tomorrow at ten', 'Asia/Kolkata')).toBeUndefined();
  });
});
