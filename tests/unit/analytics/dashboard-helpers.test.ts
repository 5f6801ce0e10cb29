import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/back-office/analytics/csv';
import { guardCell } from '../../../src/schema/csv-cell';
import {
  conversionCell,
  conversionOf,
  formatConversion,
  formatCount,
} from '../../../src/back-office/analytics/format';
import {
  dayIn,
  daysIn,
  isReportable,
  lastDays,
  rangeOf,
  searchOf,
} from '../../../src/back-office/analytics/range';

describe('the dashboard’s CSV', () => {
  it('quotes every cell, doubles quotes, ends lines with CRLF, header row first', () => {
    const csv = toCsv(['Page', 'Views'], [['/a "b", c', 12]]);
    expect(csv).toBe('"Page","Views"\r\n"/a ""b"", c","12"\r\n');
  });

  it('gives a cell a spreadsheet would run as a formula a leading apostrophe', () => {
    for (const value of ['=1+1', '+91 44', '-2', '@sum', ' =x', '\tx', ';x', '＝x'])
      expect(guardCell(value), value).toBe(`'${value}`);
    expect(guardCell('google.com')).toBe('google.com');
    expect(toCsv(['Source'], [['=HYPERLINK("x")']])).toBe('"Source"\r\n"\'=HYPERLINK(""x"")"\r\n');
  });

  it('writes numbers plainly, and conversion as a percentage with one decimal', () => {
    expect(toCsv(['Views'], [[1234567]])).toBe('"Views"\r\n"1234567"\r\n');
    expect(conversionCell(1 / 8)).toBe('12.5');
    expect(conversionCell(0)).toBe('0.0');
  });
});

describe('the dashboard’s numbers', () => {
  it('groups counts and shows conversion as a percentage with one decimal', () => {
    expect(formatCount(1234567)).toBe(new Intl.NumberFormat().format(1234567));
    expect(formatConversion(1 / 3)).toMatch(/^33[.,]3\s?%$/);
    expect(conversionOf({ visitors: 8, enquiries: 1 })).toBe(0.125);
    expect(conversionOf({ visitors: 0, enquiries: 2 })).toBe(0);
  });
});

describe('the dashboard’s range', () => {
  it('reads the range from the address, else shows the last 30 days', () => {
    expect(rangeOf('?from=2026-01-01&to=2026-01-31', '2026-05-10')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rangeOf('', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(daysIn(rangeOf('', '2026-03-01'))).toBe(30);
  });

  it('makes the quick choices end today, today included', () => {
    expect(lastDays(7, '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(searchOf(lastDays(7, '2026-01-03'))).toBe('?from=2025-12-28&to=2026-01-03');
  });

  it('takes today in the site’s time zone once the report names it', () => {
    const evening = new Date('2026-03-01T20:00:00Z');
    expect(dayIn(evening, 'Asia/Kolkata')).toBe('2026-03-02');
    expect(dayIn(evening, 'America/New_York')).toBe('2026-03-01');
  });

  it('refuses a range the server would not report on', () => {
    expect(isReportable({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(isReportable({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
    expect(isReportable(lastDays(401, '2026-01-01'))).toBe(false);
    expect(isReportable(lastDays(400, '2026-01-01'))).toBe(true);
  });
});
