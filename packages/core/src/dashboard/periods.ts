import { financialYearOf, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';

// The dashboard's calendar: income months, the revenue chart's periods (months, calendar quarters,
// Australian financial years) and the growth and share figures. "Today" is always given, as a
// calendar date in the app's time zone (Australia/Sydney by default).

/** A calendar month, "YYYY-MM". */
export type MonthKey = string;

export const REVENUE_PERIODS = ['monthly', 'quarterly', 'annual'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(month: MonthKey): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new RangeError(`${month} is not a YYYY-MM month`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

const key = (year: number, month: number): MonthKey => `${year}-${String(month).padStart(2, '0')}`;

/** The month a date falls in. */
export function monthOf(date: IsoDate): MonthKey {
  const month = date.slice(0, 7);
  parts(month);
  return month;
}

/** The month `count` months after (or before, when negative) a month. */
export function addMonths(month: MonthKey, count: number): MonthKey {
  const { year, month: number } = parts(month);
  const index = year * 12 + (number - 1) + count;
  return key(Math.floor(index / 12), (index % 12) + 1);
}

/** The last calendar day of a month. */
export function lastDayOf(month: MonthKey): IsoDate {
  const { year, month: number } = parts(month);
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/**
 * The month a paid invoice's income belongs to: the month it was paid in (cash basis), or the month of
 * its invoice date when no payment date was recorded.
 */
export function incomeMonth(paidDate: IsoDate | null, invoiceDate: IsoDate): MonthKey {
  return monthOf(paidDate ?? invoiceDate);
}

/** One bar of the revenue chart: a run of whole months, oldest month first. */
export interface RevenueBucket {
  /** "2026-03" (month), "2026-Q1" (calendar quarter) or "FY2025" (the financial year 2025-26). */
  key: string;
  /** English label: "Mar 2026", "Jan–Mar 2026", "FY 2025-26". */
  label: string;
  firstMonth: MonthKey;
  lastMonth: MonthKey;
}

/**
 * The chart's buckets ending with the one today is in, oldest first: the last 12 months, the last 4
 * calendar quarters, or the last 3 financial years (1 July to 30 June).
 */
export function revenueBuckets(today: IsoDate, period: RevenuePeriod): RevenueBucket[] {
  const current = monthOf(today);
  const { year, month } = parts(current);
  if (period === 'monthly') {
    return Array.from({ length: 12 }, (_, index) => {
      const first = addMonths(current, index - 11);
      const { year: y, month: m } = parts(first);
      return { key: first, label: `${MONTH_NAMES[m - 1]} ${y}`, firstMonth: first, lastMonth: first };
    });
  }
  if (period === 'quarterly') {
    const quarterStart = key(year, month - ((month - 1) % 3));
    return Array.from({ length: 4 }, (_, index) => {
      const first = addMonths(quarterStart, (index - 3) * 3);
      const { year: y, month: m } = parts(first);
      return {
        key: `${y}-Q${(m + 2) / 3}`,
        label: `${MONTH_NAMES[m - 1]}–${MONTH_NAMES[m + 1]} ${y}`,
        firstMonth: first,
        lastMonth: addMonths(first, 2),
      };
    });
  }
  const { start } = financialYearOf(today);
  return Array.from({ length: 3 }, (_, index) => {
    const fy = financialYearOf(`${start + index - 2}-07-01`);
    return {
      key: `FY${fy.start}`,
      label: `FY ${fy.label}`,
      firstMonth: key(fy.start, 7),
      lastMonth: key(fy.start + 1, 6),
    };
  });
}

export interface RevenuePoint extends RevenueBucket {
  cents: Cents;
}

/** Income per bucket from income per month; months with nothing paid count as 0. */
export function revenueSeries(
  today: IsoDate,
  period: RevenuePeriod,
  incomeByMonth: ReadonlyMap<MonthKey, Cents>,
): RevenuePoint[] {
  return revenueBuckets(today, period).map((bucket) => {
    let cents = 0;
    for (let month = bucket.firstMonth; month <= bucket.lastMonth; month = addMonths(month, 1)) {
      cents += incomeByMonth.get(month) ?? 0;
    }
    return { ...bucket, cents };
  });
}

/** Rounds a percentage to 2 decimals (for display; never used in money sums). */
const percent = (value: number) => Math.round(value * 100) / 100;

/**
 * Revenue growth: the percentage change of the latest period against the one before; 0 with fewer than
 * two periods or when the one before is 0.
 */
export function growthPercent(values: readonly Cents[]): number {
  if (values.length < 2) return 0;
  const latest = values[values.length - 1] ?? 0;
  const previous = values[values.length - 2] ?? 0;
  if (previous === 0) return 0;
  return percent(((latest - previous) / previous) * 100);
}

/** A part as a percentage of a whole, to 2 decimals; 0 when the whole is 0. */
export function sharePercent(part: Cents, whole: Cents): number {
  return whole === 0 ? 0 : percent((part / whole) * 100);
}

/** The average of `count` amounts that add up to `total`, to the nearest cent; 0 when there are none. */
export function averageCents(total: Cents, count: number): Cents {
  return count === 0 ? 0 : Math.round(total / count);
}
