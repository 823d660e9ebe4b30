import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  financialYearOf,
  isAfterToday,
  isIsoDate,
  parseDisplayDate,
  todayIn,
} from './calendar.ts';

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

describe('isAfterToday', () => {
  it.each([
    ['2026-11-24', '2026-11-24', false],
    ['2026-11-23', '2026-11-24', false],
    ['2026-11-25', '2026-11-24', true],
    // Across a month's and a year's end, where a comparison of day numbers alone would go wrong.
    ['2026-12-01', '2026-11-30', true],
    ['2027-01-01', '2026-12-31', true],
    ['2026-12-31', '2027-01-01', false],
  ])('%s with today %s: %s', (date, today, expected) => {
    expect(isAfterToday(date, today)).toBe(expected);
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

describe('parseDisplayDate', () => {
  it.each([
    ['24/11/2026', '2026-11-24'],
    ['01/02/2026', '2026-02-01'],
    ['1/2/2026', '2026-02-01'],
    [' 29/02/2028 ', '2028-02-29'],
    // Month first (as a US browser shows dates), impossible days, and anything not DD/MM/YYYY.
    ['11/24/2026', null],
    ['31/04/2026', null],
    ['29/02/2026', null],
    ['2026-11-24', null],
    ['24/11/26', null],
    ['24.11.2026', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseDisplayDate(text)).toBe(expected);
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

describe('addDays', () => {
  it.each([
    ['2026-11-23', 14, '2026-12-07'],
    ['2026-12-25', 14, '2027-01-08'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-23', 0, '2026-11-23'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('23/11/2026', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-11-23', '2026-12-07', 14],
    ['2026-12-07', '2026-11-23', -14],
    ['2028-02-01', '2028-03-01', 29],
    ['2026-10-01', '2026-10-31', 30],
  ])('%s to %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it('is the inverse of addDays', () => {
    for (let days = -400; days <= 400; days += 37)
      expect(daysBetween('2026-11-23', addDays('2026-11-23', days))).toBe(days);
  });

  it('refuses an impossible date', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});
