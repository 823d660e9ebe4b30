import { type AdjustmentFact, adjustedOf, gstWithin } from '../adjustment-notes/adjustment-notes.ts';
import { type MonthKey, monthOf } from '../dashboard/periods.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { oneOf } from '../identifiers/one-of.ts';
import type { Cents } from '../money/cents.ts';
import { divideRoundHalfUp } from '../sales-documents/totals.ts';

// The Simpler BAS: G1 total sales including GST, 1A GST on sales, 1B GST on purchases, and the net
// (1A − 1B: to pay when positive, refunded when negative). Figures are kept per calendar month and per
// accounting basis, so a period's worksheet is the sum of its months (see bas-periods.ts).
// Cash basis: a sale counts when (and as far as) it is paid, a purchase when it is paid. Accruals: a
// sale when it is issued, a purchase when it is incurred (the supplier's invoice date).

export const ACCOUNTING_BASES = ['cash', 'accruals'] as const;
export type AccountingBasis = (typeof ACCOUNTING_BASES)[number];
export const DEFAULT_ACCOUNTING_BASIS: AccountingBasis = 'cash';

export const isAccountingBasis = oneOf(ACCOUNTING_BASES);

/** An issued invoice as the BAS sees it: its total and GST, and the payments received against it. */
export interface Sale {
  issued: IsoDate;
  /** Including GST. */
  total: Cents;
  gst: Cents;
  /** Oldest first; together at most the total less the adjustments. */
  payments: readonly { date: IsoDate; amount: Cents }[];
  /** Its adjustment notes (decreasing adjustments), oldest first. */
  adjustments?: readonly AdjustmentFact[];
}

/** An expense: what was paid including GST, the GST in it and the share used for the business. */
export interface Purchase {
  /** The supplier's invoice date (when it was incurred). */
  incurred: IsoDate;
  /** When it was paid; null for a bill not paid yet. */
  paid: IsoDate | null;
  amount: Cents;
  gst: Cents;
  /** 1–100. */
  businessUsePercent: number;
}

/** What one record adds to one month. */
export interface MonthFigures {
  month: MonthKey;
  /** G1's part: sales including GST. */
  sales: Cents;
  /** 1A's part. */
  gstOnSales: Cents;
  /** 1B's part. */
  gstOnPurchases: Cents;
}

const add = (into: Map<MonthKey, MonthFigures>, month: MonthKey, part: Omit<MonthFigures, 'month'>) => {
  const current = into.get(month) ?? { month, sales: 0, gstOnSales: 0, gstOnPurchases: 0 };
  into.set(month, {
    month,
    sales: current.sales + part.sales,
    gstOnSales: current.gstOnSales + part.gstOnSales,
    gstOnPurchases: current.gstOnPurchases + part.gstOnPurchases,
  });
};

/**
 * A sale's months. On the cash basis each payment counts in its own month with its share of the GST;
 * the shares are cut from the running total paid (GST × paid so far ÷ total, rounded), so the payments
 * of a fully paid invoice add up to its GST exactly.
 */
export function saleMonths(sale: Sale, basis: AccountingBasis): MonthFigures[] {
  const months = new Map<MonthKey, MonthFigures>();
  const adjustments = sale.adjustments ?? [];
  if (basis === 'accruals') {
    add(months, monthOf(sale.issued), { sales: sale.total, gstOnSales: sale.gst, gstOnPurchases: 0 });
    // Accruals: a decreasing adjustment counts in the month its note is issued (GSTR 2013/2).
    for (const note of adjustments) {
      add(months, monthOf(note.date), { sales: -note.amount, gstOnSales: -note.gst, gstOnPurchases: 0 });
    }
  } else {
    let paid = 0;
    let gstSoFar = 0;
    for (const payment of sale.payments) {
      paid += payment.amount;
      const gstToDate =
        sale.total === 0 ? 0 : divideRoundHalfUp(sale.gst * Math.min(paid, sale.total), sale.total);
      add(months, monthOf(payment.date), {
        sales: payment.amount,
        gstOnSales: gstToDate - gstSoFar,
        gstOnPurchases: 0,
      });
      gstSoFar = gstToDate;
    }
    // Cash: the payments already count only what was received, so a note before payment needs nothing
    // more. A note that leaves the client having paid more than the adjusted total owes them a credit:
    // that part (and its GST share) comes off in the month of the latest note, the day the credit is
    // given. The GST left is then the share of the adjusted total, exactly the accruals basis's.
    const due = sale.total - adjustedOf(adjustments);
    const latest = adjustments.reduce<AdjustmentFact | null>(
      (last, note) => (last === null || note.date >= last.date ? note : last),
      null,
    );
    if (latest && paid > due) {
      const share = (received: Cents) => gstWithin(sale, received);
      add(months, monthOf(latest.date), {
        sales: due - paid,
        gstOnSales: share(due) - share(paid),
        gstOnPurchases: 0,
      });
    }
  }
  return [...months.values()];
}

/** The GST credit a purchase gives: its GST × the business-use share, rounded to the cent. */
export function creditableGst(purchase: Pick<Purchase, 'gst' | 'businessUsePercent'>): Cents {
  return divideRoundHalfUp(purchase.gst * purchase.businessUsePercent, 100);
}

/** A purchase's month (none on the cash basis while it is unpaid). */
export function purchaseMonths(purchase: Purchase, basis: AccountingBasis): MonthFigures[] {
  const date = basis === 'accruals' ? purchase.incurred : purchase.paid;
  if (!date) return [];
  return [{ month: monthOf(date), sales: 0, gstOnSales: 0, gstOnPurchases: creditableGst(purchase) }];
}

export interface BasFigures {
  /** G1: total sales including GST. */
  g1: Cents;
  /** 1A: GST on sales. */
  gstOnSales: Cents;
  /** 1B: GST on purchases. */
  gstOnPurchases: Cents;
  /** 1A − 1B: to pay when positive, a refund when negative. */
  net: Cents;
}

/** A period's worksheet from the months it covers. */
export function basFigures(months: readonly Omit<MonthFigures, 'month'>[]): BasFigures {
  let g1 = 0;
  let gstOnSales = 0;
  let gstOnPurchases = 0;
  for (const month of months) {
    g1 += month.sales;
    gstOnSales += month.gstOnSales;
    gstOnPurchases += month.gstOnPurchases;
  }
  return { g1, gstOnSales, gstOnPurchases, net: gstOnSales - gstOnPurchases };
}

/** The worksheet of the months from `first` to `last` (inclusive) over some sales and purchases. */
export function basWorksheet(
  records: { sales: readonly Sale[]; purchases: readonly Purchase[] },
  basis: AccountingBasis,
  first: MonthKey,
  last: MonthKey,
): BasFigures {
  const inPeriod = (figures: MonthFigures) => figures.month >= first && figures.month <= last;
  return basFigures([
    ...records.sales.flatMap((sale) => saleMonths(sale, basis)).filter(inPeriod),
    ...records.purchases.flatMap((purchase) => purchaseMonths(purchase, basis)).filter(inPeriod),
  ]);
}
