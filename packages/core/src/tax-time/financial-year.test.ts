import { describe, expect, it } from 'vitest';
import { daysInYear, isInYear, yearStart } from './financial-year.ts';

describe('financial year labels', () => {
  it.each([
    ['2024-25', 2024, 365],
    ['2023-24', 2023, 366],
    ['2027-28', 2027, 366],
    // February 2100 has no 29th (a century), February 2400 has (divisible by 400)
    ['2099-00', 2099, 365],
    ['2399-00', 2399, 366],
  ])('%s starts in %i and has %i days', (label, start, days) => {
    expect(yearStart(label)).toBe(start);
    expect(daysInYear(label)).toBe(days);
  });

  it.each(['2024', '2024-26', '2024-2025', '24-25', ''])('refuses %s', (label) => {
    expect(() => yearStart(label)).toThrow(RangeError);
  });

  it.each([
    ['2024-07-01', '2024-25', true],
    ['2025-06-30', '2024-25', true],
    ['2024-06-30', '2024-25', false],
    ['2025-07-01', '2024-25', false],
  ])('%s in %s: %s', (date, label, inside) => expect(isInYear(date, label)).toBe(inside));
});
