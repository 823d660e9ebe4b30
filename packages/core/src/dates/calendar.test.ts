import { describe, expect, it } from 'vitest';
import { financialYearOf, formatDisplayDate, isIsoDate, todayIn } from './calendar.ts';

describe('todayIn', () => {
  it.each([
    // 13:59 UTC on 30 June is 23:59 in Sydney (AEST, UTC+10): still the old financial year.
    ['2026-06-30T13:59:59Z', 'Australia/Sydney', '2026-06-30'],
    ['2026-06-30T14:00:00Z', 'Australia/Sydney', '2026-07-01'],
    // Daylight saving (AEDT, UTC+11) in summer.
    ['2026-11-23T12:59:59Z', 'Australia/Sydney', '2026-11-23'],
    ['2026-11-23T13:00:00Z', 'Australia/Sydney', '2026-11-24'],
    ['2026-11-23T13:00:00Z', 'Australia/Perth', '2026-11-23'],
    ['2026-11-23T13:00:00Z', 'UTC', '2026-11-23'],
  ])('at %s in %s is %s', (instant, zone, expected) => {
    expect(todayIn(zone, new Date(instant))).toBe(expected);
  });
});

describe('isIsoDate', () => {
  it.each(['2026-01-01', '2024-02-29', '2026-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '01/01/2026', '2026-01-01T00:00:00Z', ''])(
    'refuses %j',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('formatDisplayDate', () => {
  it('shows DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-07-04')).toBe('04/07/2026');
  });
  it('refuses anything else', () => {
    expect(() => formatDisplayDate('4/7/2026')).toThrow(RangeError);
  });
});

describe('financialYearOf', () => {
  it.each([
    ['2026-06-30', 2025, '2025-26'],
    ['2026-07-01', 2026, '2026-27'],
    ['2026-11-23', 2026, '2026-27'],
    ['2000-01-15', 1999, '1999-00'],
    ['2099-12-31', 2099, '2099-00'],
  ])('puts %s in FY starting %i (%s)', (date, start, label) => {
    expect(financialYearOf(date)).toEqual({ start, label });
  });
});
