import { formatDate, formatLagosDateTime, formatMonth } from './date';

describe('formatDate', () => {
  it('formats an ISO date as day, short month and year', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
  });

  it('accepts Date objects and timestamps', () => {
    expect(formatDate(new Date(Date.UTC(2025, 6, 1, 12)))).toBe('1 Jul 2025');
    expect(formatDate(Date.UTC(2024, 1, 29, 12))).toBe('29 Feb 2024');
  });

  it('uses Lagos time, an hour ahead of UTC', () => {
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('23 Nov 2026');
  });

  it.each([null, undefined, '', 'not a date'])('returns an empty string for %p', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('formatLagosDateTime', () => {
  it("gives an inspection's weekday, date and time in Lagos, an hour ahead of UTC", () => {
    expect(formatLagosDateTime('2026-12-01T09:00:00.000Z')).toBe('Tue 1 Dec, 10:00');
    expect(formatLagosDateTime('2026-11-28T23:30:00.000Z')).toBe('Sun 29 Nov, 00:30');
    expect(formatLagosDateTime('soon')).toBe('');
  });
});

describe('formatMonth', () => {
  it('names the month and year of a provider month', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });

  it.each(['2026-13', '2026-1', 'November', ''])('returns an empty string for %p', (value) => {
    expect(formatMonth(value)).toBe('');
  });
});
