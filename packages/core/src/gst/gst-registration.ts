import { type MonthKey, monthOf } from '../dashboard/periods.ts';
import { addDays, type IsoDate } from '../dates/calendar.ts';
import type { BasPeriod } from './bas-periods.ts';

// A business registered for GST from a date (the ATO's date of effect, any day of a month). Before it
// the business made no taxable sales and claims no GST credits, so its BAS starts there: no period ends
// before it, and G1, 1A and 1B leave out what is dated before it (dated as the business's basis counts
// a record: cash, the day a payment is received or an expense paid; accruals, the invoice's, note's or
// expense's date).
//
// The BAS reads monthly running totals (ledger_month_totals), and a registration date may fall mid-month:
// that month's totals then hold sales made before registering. The month is kept, less what the
// records dated from its first day to the day before registration added to it, read once from the
// records (a few days of one business: apps/api/src/repositories/gst-registration.repository.ts) with
// the totals' own rounding, so the month counts exactly its records dated on or after the registration
// date. Months before the registration month are dropped. Restricting the date to the first of a month
// would be simpler but wrong: the ATO registers from any day.

/** What some records add to the BAS, as the monthly totals keep it. */
export interface BasParts {
  sales: number;
  gstOnSales: number;
  gstOnPurchases: number;
}

export const NO_PARTS: BasParts = { sales: 0, gstOnSales: 0, gstOnPurchases: 0 };

export interface Registration {
  /** The first day registered. */
  from: IsoDate;
  /** What records dated in the registration month before `from` added to that month's totals. */
  before: BasParts;
}

/** The days of the registration month before the registration date; null when it is the 1st. */
export function daysBeforeRegistration(from: IsoDate): { start: IsoDate; end: IsoDate } | null {
  const start = `${monthOf(from)}-01`;
  return from === start ? null : { start, end: addDays(from, -1) };
}

/**
 * A business's monthly rows as its BAS counts them: none before the registration month, and that
 * month's less what came before the registration date. Rows keep their other fields (basis, business).
 * Null registration: every row (not registered, or no date known).
 */
export function registeredMonths<Row extends { month: MonthKey } & BasParts>(
  rows: readonly Row[],
  registration: Registration | null,
): Row[] {
  if (registration === null) return [...rows];
  const first = monthOf(registration.from);
  return rows.flatMap((row) => {
    if (row.month < first) return [];
    if (row.month > first) return [row];
    return [
      {
        ...row,
        sales: row.sales - registration.before.sales,
        gstOnSales: row.gstOnSales - registration.before.gstOnSales,
        gstOnPurchases: row.gstOnPurchases - registration.before.gstOnPurchases,
      },
    ];
  });
}

/** Whether a period is part of the BAS: it ends on or after the registration date (null: always). */
export const isRegisteredPeriod = (period: Pick<BasPeriod, 'end'>, from: IsoDate | null): boolean =>
  from === null || period.end >= from;
