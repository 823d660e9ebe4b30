import type { MonthKey } from '../dashboard/periods.ts';
import { monthOf } from '../dashboard/periods.ts';
import { financialYearOf, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { addAmounts, type BasAmounts, NO_AMOUNTS, netOf } from './bas-adjustments.ts';
import { reportedLabels } from './bas-labels.ts';
import {
  type BasPeriod,
  basPeriodOf,
  isLodged,
  type LodgedMonths,
  type ReportingPeriod,
  remainderOf,
  shiftBasPeriod,
  unlodgedMonths,
} from './bas-periods.ts';
import { basFigures, type MonthFigures } from './bas-worksheet.ts';

// Which BAS periods a business still has to deal with: the GST of every ended period not marked lodged
// is still owed (plus the current period's, building up), and one past its due date is overdue. The
// BAS screen, the set-aside and the dashboard all ask here, so they name the same periods.
//
// A business has no BAS before it registered for GST (its registration date, gst-registration.ts), and
// the app does not know what it lodged before it used the app, so periods are reckoned from the later of
// the registration month and the business's first month with figures, and never from before the
// previous financial year: history imported from years back would otherwise show as years of GST owed
// and overdue returns, when those were lodged elsewhere long ago. The previous year stays in, as its
// last quarters may well still be open when someone starts.

export { isLodged, type LodgedMonths };

/** The first month with any figure (a row all zeros is what a deleted record leaves); null for none. */
export function firstActivityMonth(months: Iterable<MonthFigures>): MonthKey | null {
  let first: MonthKey | null = null;
  for (const row of months) {
    if (row.sales === 0 && row.gstOnSales === 0 && row.gstOnPurchases === 0) continue;
    if (first === null || row.month < first) first = row.month;
  }
  return first;
}

/** The first month of the financial year before today's. */
export function previousFinancialYearStart(today: IsoDate): MonthKey {
  return `${financialYearOf(today).start - 1}-07`;
}

/**
 * The first month a business's periods are reckoned from; null when it has no figures at all. With a
 * registration date (null: registered since before its records), never before the registration month.
 */
export function reckonedFrom(
  firstActivity: MonthKey | null,
  today: IsoDate,
  registeredFrom: IsoDate | null = null,
): MonthKey | null {
  if (firstActivity === null) return null;
  const bound = previousFinancialYearStart(today);
  const registered = registeredFrom === null ? bound : monthOf(registeredFrom);
  return [firstActivity, bound, registered].sort().at(-1) ?? firstActivity;
}

export interface ObligationContext {
  today: IsoDate;
  /** From `reckonedFrom`. */
  from: MonthKey | null;
  lodgements: readonly LodgedMonths[];
}

/**
 * Ended, not lodged, due before today, and within the months reckoned. A period counts as lodged once
 * every month of it is (bas-periods.ts's isLodged): a month within a lodged quarter is never owed again,
 * and a quarter one month of which was lodged monthly still owes the other two.
 */
export function isOverdue(period: BasPeriod, context: ObligationContext): boolean {
  return (
    context.from !== null &&
    period.lastMonth >= context.from &&
    period.due < context.today &&
    !isLodged(period, context.lodgements)
  );
}

function openOf(period: BasPeriod, lodgements: readonly LodgedMonths[]) {
  const months = unlodgedMonths(period, lodgements);
  if (months.length === 0) return null;
  const remainder = remainderOf(period, lodgements);
  return { period: typeof remainder === 'string' ? period : remainder, months };
}

export interface OpenPeriod {
  /** The period, narrowed to its unlodged months when part of it was lodged (bas-periods.ts's remainderOf). */
  period: BasPeriod;
  /** The months it still reports: those of it no lodgement covers. */
  months: MonthKey[];
  /** The period today falls in (not ended). */
  current: boolean;
  overdue: boolean;
}

/**
 * The periods whose GST is still to pay, oldest first: every ended period not lodged from the first
 * month reckoned, then the current one.
 */
export function openPeriods(reporting: ReportingPeriod, context: ObligationContext): OpenPeriod[] {
  const current = basPeriodOf(context.today, reporting);
  const periods: OpenPeriod[] = [];
  if (context.from !== null) {
    // Months from the first reckoned to today: at most two financial years of periods.
    for (
      let period = basPeriodOf(`${context.from}-01`, reporting);
      period.lastMonth < current.firstMonth;
      period = shiftBasPeriod(period, reporting, 1)
    ) {
      const open = openOf(period, context.lodgements);
      if (open) periods.push({ ...open, current: false, overdue: isOverdue(period, context) });
    }
  }
  const open = openOf(current, context.lodgements);
  if (open) periods.push({ ...open, current: true, overdue: false });
  return periods;
}

export interface PeriodOwed extends OpenPeriod {
  /** 1A and 1B as the BAS takes them (never below zero; bas-labels.ts). */
  gstOnSales: Cents;
  gstOnPurchases: Cents;
  /** 1A − 1B: to pay when positive, a refund when negative. */
  net: Cents;
  /** What to keep for it: the net when positive, else 0. */
  owed: Cents;
}

export interface GstOwed {
  periods: PeriodOwed[];
  gstOnSales: Cents;
  gstOnPurchases: Cents;
  /**
   * The sum of each period's owed. A refund due for one period is not set against what another owes:
   * it comes once that BAS is lodged and processed, while the other's GST is still to be paid.
   */
  owed: Cents;
}

/**
 * Each open period's GST from a business's months (those outside the periods are ignored), with the
 * adjustments of lodged periods it reports (`carried`, bas-adjustments.ts's adjustmentsFor summed), so
 * that a period's figures are its BAS's.
 */
export function gstOwed(
  periods: readonly OpenPeriod[],
  months: readonly MonthFigures[],
  carried: (period: BasPeriod) => BasAmounts = () => NO_AMOUNTS,
): GstOwed {
  const owed: GstOwed = { periods: [], gstOnSales: 0, gstOnPurchases: 0, owed: 0 };
  for (const open of periods) {
    const own = new Set(open.months);
    const figures = basFigures(months.filter((row) => own.has(row.month)));
    const total = addAmounts(
      { g1: figures.g1, gstOnSales: figures.gstOnSales, gstOnPurchases: figures.gstOnPurchases },
      carried(open.period),
    );
    const labels = reportedLabels(total);
    const net = netOf(total);
    const entry = {
      ...open,
      gstOnSales: labels.gstOnSales,
      gstOnPurchases: labels.gstOnPurchases,
      net,
      owed: Math.max(0, net),
    };
    owed.periods.push(entry);
    owed.gstOnSales += entry.gstOnSales;
    owed.gstOnPurchases += entry.gstOnPurchases;
    owed.owed += entry.owed;
  }
  return owed;
}
