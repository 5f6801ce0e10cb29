import { describe, expect, it } from 'vitest';
import { leadsToCsv } from '../../../src/server/storage/lead-export';
import type { Lead } from '../../../src/server/storage/types';

/** The CSV of one lead whose only field holds `value`, without the header line. */
function row(value: string): string {
  const lead: Lead = {
    id: 7,
    receivedAt: '2026-11-01T10:00:00.000Z',
    form: 'enquiry',
    fields: [{ name: 'message', label: 'Message', type: 'textarea', value }],
    status: 'new',
    note: '',
  };
  return leadsToCsv([lead]).split('\r\n')[1] ?? '';
}

describe('leads as CSV', () => {
  it('quotes every cell, empty ones included', () => {
    expect(row('plain text')).toBe(
      '"7","2026-11-01T10:00:00.000Z","enquiry","","","new","","","","","","","","","","","","","",' +
        '"plain text"',
    );
  });

  it('names the versions of pages under test the sender saw', () => {
    const lead: Lead = {
      id: 8,
      receivedAt: '2026-11-01T10:00:00.000Z',
      form: 'enquiry',
      fields: [],
      status: 'new',
      note: '',
      experiments: [
        { page: '/', id: 'home-hero', version: 'variant' },
        { page: '/services', id: 'services-cta', version: 'original' },
      ],
    };
    const [header, line] = leadsToCsv([lead]).split('\r\n');
    const at = header!.split(',').indexOf('"experiments"');
    expect(line!.split(',')[at]).toBe('"/ home-hero variant; /services services-cta original"');
  });

  it('makes a cell inert that a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\n=1', ';=1']) {
      expect(row(value), JSON.stringify(value)).toMatch(new RegExp(`,"'${literal(value)}"$`));
    }
  });

  it('also catches full-width formula signs and a formula behind leading spaces', () => {
    for (const value of ['\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)', ' =1+1', '\u00A0=1']) {
      expect(row(value), JSON.stringify(value)).toMatch(new RegExp(`,"'${literal(value)}"$`));
    }
  });

  it('leaves ordinary text alone, including a dash inside a word', () => {
    for (const value of ['Asha-Raman', 'a=b', 'x@example.com', '']) {
      expect(row(value)).toMatch(new RegExp(`,"${literal(value)}"$`));
    }
  });
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
