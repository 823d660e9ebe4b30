import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recurringScheduleSchema } from '../schemas/recurring.ts';
import {
  addDays,
  dueDateOf,
  FREQUENCIES,
  firstIndexOnOrAfter,
  hasEnded,
  occurrenceDate,
} from './schedule.ts';

describe('occurrenceDate', () => {
  it.each([
    ['2026-01-05', 'weekly', 0, '2026-01-05'],
    ['2026-01-05', 'weekly', 1, '2026-01-12'],
    ['2026-12-29', 'weekly', 1, '2027-01-05'],
    ['2026-01-05', 'fortnightly', 3, '2026-02-16'],
    ['2028-02-22', 'fortnightly', 1, '2028-03-07'],
    ['2026-01-31', 'monthly', 1, '2026-02-28'],
    ['2028-01-31', 'monthly', 1, '2028-02-29'],
    ['2026-01-31', 'monthly', 2, '2026-03-31'],
    ['2026-01-31', 'monthly', 3, '2026-04-30'],
    ['2026-01-30', 'monthly', 1, '2026-02-28'],
    ['2026-01-30', 'monthly', 2, '2026-03-30'],
    ['2026-11-15', 'monthly', 2, '2027-01-15'],
    ['2026-11-30', 'quarterly', 1, '2027-02-28'],
    ['2026-11-30', 'quarterly', 2, '2027-05-30'],
    ['2026-08-31', 'quarterly', 2, '2027-02-28'],
    ['2028-02-29', 'yearly', 1, '2029-02-28'],
    ['2028-02-29', 'yearly', 4, '2032-02-29'],
    ['2026-07-01', 'yearly', 10, '2036-07-01'],
  ] as const)('from %s %s, occurrence %i is %s', (start, frequency, index, expected) => {
    expect(occurrenceDate(start, frequency, index)).toBe(expected);
  });

  it('refuses an index that is not a whole number from 0', () => {
    expect(() => occurrenceDate('2026-01-01', 'weekly', -1)).toThrow(RangeError);
    expect(() => occurrenceDate('2026-01-01', 'weekly', 1.5)).toThrow(RangeError);
  });
});

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const frequency = fc.constantFrom(...FREQUENCIES);

describe('occurrenceDate (properties)', () => {
  it('is strictly increasing, and occurrence 0 is the start', () => {
    fc.assert(
      fc.property(isoDate, frequency, fc.integer({ min: 0, max: 400 }), (start, freq, index) => {
        expect(occurrenceDate(start, freq, 0)).toBe(start);
        expect(occurrenceDate(start, freq, index + 1) > occurrenceDate(start, freq, index)).toBe(true);
      }),
    );
  });

  it('never drifts: a monthly-based occurrence keeps the start day, or its month’s last day', () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.constantFrom('monthly', 'quarterly', 'yearly' as const),
        fc.integer({ min: 0, max: 400 }),
        (start, freq, index) => {
          const date = occurrenceDate(start, freq, index);
          const startDay = Number(start.slice(8));
          const day = Number(date.slice(8));
          const lastOfMonth = addDays(`${date.slice(0, 7)}-01`, 40).slice(0, 7);
          const monthEnd = Number(addDays(`${lastOfMonth}-01`, -1).slice(8));
          expect(day).toBe(Math.min(startDay, monthEnd));
        },
      ),
    );
  });

  it('weekly and fortnightly occurrences are exactly 7 and 14 days apart', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 2000 }), (start, index) => {
        expect(occurrenceDate(start, 'weekly', index + 1)).toBe(
          addDays(occurrenceDate(start, 'weekly', index), 7),
        );
        expect(occurrenceDate(start, 'fortnightly', index)).toBe(occurrenceDate(start, 'weekly', index * 2));
      }),
    );
  });
});

describe('firstIndexOnOrAfter', () => {
  it.each([
    ['2026-01-31', 'monthly', '2026-01-01', 0],
    ['2026-01-31', 'monthly', '2026-01-31', 0],
    ['2026-01-31', 'monthly', '2026-02-01', 1],
    ['2026-01-31', 'monthly', '2026-02-28', 1],
    ['2026-01-31', 'monthly', '2026-03-01', 2],
    ['2026-01-05', 'weekly', '2026-01-13', 2],
  ] as const)('from %s %s, the first on or after %s is %i', (start, freq, date, expected) => {
    expect(firstIndexOnOrAfter(start, freq, date)).toBe(expected);
  });

  it('is the first occurrence on or after the date: the one before is earlier', () => {
    fc.assert(
      fc.property(isoDate, frequency, isoDate, (start, freq, date) => {
        const index = firstIndexOnOrAfter(start, freq, date);
        expect(occurrenceDate(start, freq, index) >= date).toBe(true);
        if (index > 0) expect(occurrenceDate(start, freq, index - 1) < date).toBe(true);
      }),
    );
  });
});

describe('hasEnded and dueDateOf', () => {
  it.each([
    [{ endDate: null, maxCount: null }, '2099-01-01', 500, false],
    [{ endDate: '2026-12-31', maxCount: null }, '2026-12-31', 3, false],
    [{ endDate: '2026-12-31', maxCount: null }, '2027-01-01', 3, true],
    [{ endDate: null, maxCount: 3 }, '2027-01-01', 2, false],
    [{ endDate: null, maxCount: 3 }, '2027-01-01', 3, true],
    [{ endDate: '2030-01-01', maxCount: 1 }, '2027-01-01', 1, true],
  ])('%o before %s with %i made: %s', (end, next, made, expected) => {
    expect(hasEnded(end, next, made)).toBe(expected);
  });

  it('a due date is the issue date plus the terms, across months and years', () => {
    expect(dueDateOf('2026-11-20', 0)).toBe('2026-11-20');
    expect(dueDateOf('2026-11-20', 14)).toBe('2026-12-04');
    expect(dueDateOf('2026-12-20', 30)).toBe('2027-01-19');
    expect(dueDateOf('2028-02-15', 14)).toBe('2028-02-29');
  });
});

describe('recurringScheduleSchema', () => {
  const valid = {
    frequency: 'monthly',
    start_date: '2026-12-01',
    due_days: 14,
    items: [{ name: 'Bookkeeping', quantity: 1, price: '250.00' }],
  };
  const fieldsOf = (value: unknown) => {
    const result = recurringScheduleSchema.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('accepts a schedule with no end, as a draft by default', () => {
    const result = recurringScheduleSchema.parse(valid);
    expect(result).toMatchObject({ end_date: null, max_count: null, send_automatically: false });
    expect(result.items[0]).toMatchObject({ quantity: 1000, price: 25000 });
  });

  it('refuses an end before the start, a count under 1, terms out of range, an unknown frequency', () => {
    expect(fieldsOf({ ...valid, end_date: '2026-11-30' })).toEqual(['end_date:recurring_end_before_start']);
    expect(fieldsOf({ ...valid, max_count: 0 })).toEqual(['max_count:recurring_count_invalid']);
    expect(fieldsOf({ ...valid, max_count: 2.5 })).toEqual(['max_count:recurring_count_invalid']);
    expect(fieldsOf({ ...valid, due_days: -1 })).toEqual(['due_days:due_days_invalid']);
    expect(fieldsOf({ ...valid, due_days: 366 })).toEqual(['due_days:due_days_invalid']);
    expect(fieldsOf({ ...valid, frequency: 'daily' })).toEqual(['frequency:frequency_invalid']);
    expect(fieldsOf({ ...valid, start_date: '' })[0]).toBe('start_date:start_date_required');
    expect(fieldsOf({ ...valid, items: [] })).toEqual(['items:items_required']);
  });
});
