import { describe, expect, it } from 'vitest';
import {
  addMonths,
  averageCents,
  growthPercent,
  incomeMonth,
  lastDayOf,
  monthOf,
  revenueBuckets,
  revenueSeries,
  sharePercent,
} from './periods.ts';

describe('monthOf and addMonths', () => {
  it.each([
    ['2026-03-31', '2026-03'],
    ['2026-01-01', '2026-01'],
  ])('%s is in %s', (date, month) => {
    expect(monthOf(date)).toBe(month);
  });

  it.each([
    ['2026-03', 1, '2026-04'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-06', -11, '2025-07'],
    ['2026-06', -36, '2023-06'],
    ['2026-06', 0, '2026-06'],
  ])('%s + %i months is %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it('refuses what is not a month', () => {
    expect(() => addMonths('2026-3', 1)).toThrow(RangeError);
    expect(() => monthOf('31/03/2026')).toThrow(RangeError);
  });

  it.each([
    ['2026-02', '2026-02-28'],
    ['2024-02', '2024-02-29'],
    ['2026-06', '2026-06-30'],
    ['2026-12', '2026-12-31'],
  ])('the last day of %s is %s', (month, day) => {
    expect(lastDayOf(month)).toBe(day);
  });
});

describe('incomeMonth', () => {
  it.each([
    // Cash basis: the month it was paid in.
    ['2026-07-01', '2026-06-30', '2026-07'],
    ['2026-03-31', '2026-01-15', '2026-03'],
    ['2027-01-01', '2026-12-31', '2027-01'],
    // No payment date recorded: the invoice's own month.
    [null, '2026-06-30', '2026-06'],
    [null, '2026-12-31', '2026-12'],
  ])('paid %s, dated %s: %s', (paid, issued, expected) => {
    expect(incomeMonth(paid, issued)).toBe(expected);
  });
});

describe('revenueBuckets', () => {
  it('monthly: the 12 months ending with this one, oldest first', () => {
    const buckets = revenueBuckets('2026-03-31', 'monthly');
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toEqual({
      key: '2025-04',
      label: 'Apr 2025',
      firstMonth: '2025-04',
      lastMonth: '2025-04',
    });
    expect(buckets[11]).toEqual({
      key: '2026-03',
      label: 'Mar 2026',
      firstMonth: '2026-03',
      lastMonth: '2026-03',
    });
    expect(buckets.map((bucket) => bucket.key)).toContain('2025-12');
    expect(buckets.map((bucket) => bucket.key)).toContain('2026-01');
  });

  it.each([
    ['2026-01-01', ['2025-Q2', '2025-Q3', '2025-Q4', '2026-Q1']],
    ['2025-12-31', ['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4']],
    ['2026-06-30', ['2025-Q3', '2025-Q4', '2026-Q1', '2026-Q2']],
    ['2026-07-01', ['2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3']],
  ])('quarterly on %s: the last 4 calendar quarters', (today, keys) => {
    expect(revenueBuckets(today, 'quarterly').map((bucket) => bucket.key)).toEqual(keys);
  });

  it('labels a quarter with its months', () => {
    expect(revenueBuckets('2026-02-10', 'quarterly')[3]).toEqual({
      key: '2026-Q1',
      label: 'Jan–Mar 2026',
      firstMonth: '2026-01',
      lastMonth: '2026-03',
    });
    expect(revenueBuckets('2026-02-10', 'quarterly')[0]?.label).toBe('Apr–Jun 2025');
  });

  it.each([
    ['2026-06-30', ['FY 2023-24', 'FY 2024-25', 'FY 2025-26']],
    ['2026-07-01', ['FY 2024-25', 'FY 2025-26', 'FY 2026-27']],
    ['2027-01-01', ['FY 2024-25', 'FY 2025-26', 'FY 2026-27']],
    ['2099-12-31', ['FY 2097-98', 'FY 2098-99', 'FY 2099-00']],
  ])('annual on %s: the last 3 financial years', (today, labels) => {
    expect(revenueBuckets(today, 'annual').map((bucket) => bucket.label)).toEqual(labels);
  });

  it('a financial year runs from July to June', () => {
    expect(revenueBuckets('2026-07-01', 'annual')[2]).toEqual({
      key: 'FY2026',
      label: 'FY 2026-27',
      firstMonth: '2026-07',
      lastMonth: '2027-06',
    });
  });
});

describe('revenueSeries', () => {
  const income = new Map([
    ['2025-06', 100],
    ['2025-07', 1_000],
    ['2025-12', 2_000],
    ['2026-01', 30_000],
    ['2026-06', 400],
    ['2026-07', 5],
  ]);

  it('adds the months of each bucket and shows empty ones as 0', () => {
    const monthly = revenueSeries('2026-01-15', 'monthly', income);
    expect(monthly.map((point) => point.cents)).toEqual([0, 0, 0, 0, 100, 1_000, 0, 0, 0, 0, 2_000, 30_000]);
    const quarterly = revenueSeries('2026-07-01', 'quarterly', income);
    expect(quarterly.map((point) => [point.key, point.cents])).toEqual([
      ['2025-Q4', 2_000],
      ['2026-Q1', 30_000],
      ['2026-Q2', 400],
      ['2026-Q3', 5],
    ]);
    const annual = revenueSeries('2026-06-30', 'annual', income);
    expect(annual.map((point) => [point.label, point.cents])).toEqual([
      ['FY 2023-24', 0],
      ['FY 2024-25', 100],
      ['FY 2025-26', 33_400],
    ]);
  });

  it('is all zeros without income', () => {
    expect(revenueSeries('2026-01-15', 'annual', new Map()).map((point) => point.cents)).toEqual([0, 0, 0]);
  });
});

describe('growthPercent', () => {
  it.each([
    [[], 0],
    [[500], 0],
    [[0, 500], 0],
    [[100, 0, 500], 0],
    [[1_000, 1_500], 50],
    [[1_500, 1_000], -33.33],
    [[3, 1], -66.67],
    [[2_000, 0], -100],
    [[0, 2_000, 2_000], 0],
    [[7, 1_000, 3_000], 200],
  ])('%j grows by %d%', (values, expected) => {
    expect(growthPercent(values)).toBe(expected);
  });
});

describe('sharePercent and averageCents', () => {
  it.each([
    [0, 0, 0],
    [0, 100, 0],
    [50, 200, 25],
    [1, 3, 33.33],
    [200, 200, 100],
  ])('%i of %i is %d%', (part, whole, expected) => {
    expect(sharePercent(part, whole)).toBe(expected);
  });

  it.each([
    [0, 0, 0],
    [1_000, 4, 250],
    [1_000, 3, 333],
    [2_000, 3, 667],
    [5, 2, 3],
  ])('%i over %i invoices averages %i cents', (total, count, expected) => {
    expect(averageCents(total, count)).toBe(expected);
  });
});
