import { describe, expect, it } from 'vitest';
import { patternDays, weekdayOf } from './home-office-pattern.ts';

const WEEK = { mon: 480, tue: 480, wed: 0, thu: 240, fri: 480, sat: 0, sun: 0 };

describe('a week pattern of hours at home', () => {
  it('names the weekday of a date', () => {
    expect(weekdayOf('2025-07-07')).toBe('mon');
    expect(weekdayOf('2025-07-13')).toBe('sun');
    expect(weekdayOf('2024-02-29')).toBe('thu');
  });

  it("fills each day with its weekday's minutes, skipping 0 and the days already recorded", () => {
    expect(patternDays('2025-07-06', '2025-07-13', WEEK, new Set(['2025-07-08']))).toEqual([
      { date: '2025-07-07', minutes: 480 },
      { date: '2025-07-10', minutes: 240 },
      { date: '2025-07-11', minutes: 480 },
    ]);
  });

  it('takes the first and last days in, and nothing for a period that ends before it starts', () => {
    expect(patternDays('2025-07-07', '2025-07-07', WEEK, new Set())).toEqual([
      { date: '2025-07-07', minutes: 480 },
    ]);
    expect(patternDays('2025-07-08', '2025-07-07', WEEK, new Set())).toEqual([]);
  });
});
