import type { MonthKey } from '../dashboard/periods.ts';
import { deductibleAmount } from '../expenses/expense-gst.ts';
import type { Cents } from '../money/cents.ts';
import {
  ACCOUNTING_BASES,
  type AccountingBasis,
  type Purchase,
  purchaseMonths,
  type Sale,
  saleMonths,
} from './bas-worksheet.ts';

// The running totals the BAS and the profit and loss read, per business, basis and month: what one
// write of an invoice or an expense changes in them. Both bases are always kept, so a business can
// switch basis and read its history at once. The API adds these deltas in the write's transaction.

export interface LedgerMonthDelta {
  companyId: number;
  basis: AccountingBasis;
  month: MonthKey;
  /** G1's part: sales including GST. */
  sales: Cents;
  /** 1A's part. */
  gstOnSales: Cents;
  /** 1B's part: the creditable GST of purchases. */
  gstOnPurchases: Cents;
}

export interface CategoryMonthDelta {
  companyId: number;
  basis: AccountingBasis;
  month: MonthKey;
  category: string;
  count: number;
  /** Excluding GST × business use: what comes off profit. */
  deductible: Cents;
}

export interface LedgerChange {
  months: LedgerMonthDelta[];
  categories: CategoryMonthDelta[];
}

export type SaleRecord = Sale & { companyId: number };
export type PurchaseRecord = Purchase & { companyId: number; category: string };

const monthKey = (delta: { companyId: number; basis: string; month: string }) =>
  `${delta.companyId}|${delta.basis}|${delta.month}`;

function merge<Delta extends { companyId: number; basis: string; month: string }>(
  into: Map<string, Delta>,
  key: string,
  delta: Delta,
  add: (current: Delta, delta: Delta) => Delta,
) {
  const current = into.get(key);
  into.set(key, current ? add(current, delta) : delta);
}

const addMonth = (a: LedgerMonthDelta, b: LedgerMonthDelta): LedgerMonthDelta => ({
  ...a,
  sales: a.sales + b.sales,
  gstOnSales: a.gstOnSales + b.gstOnSales,
  gstOnPurchases: a.gstOnPurchases + b.gstOnPurchases,
});
const addCategory = (a: CategoryMonthDelta, b: CategoryMonthDelta): CategoryMonthDelta => ({
  ...a,
  count: a.count + b.count,
  deductible: a.deductible + b.deductible,
});

/**
 * The change to the totals when one record goes from `before` to `after` (null: not there), in a fixed
 * order (business, basis, month, category) so that writers lock rows in the same order. Entries that
 * cancel out are left out.
 */
export function ledgerChange(
  before: SaleRecord | PurchaseRecord | null,
  after: SaleRecord | PurchaseRecord | null,
): LedgerChange {
  const months = new Map<string, LedgerMonthDelta>();
  const categories = new Map<string, CategoryMonthDelta>();
  for (const [record, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!record) continue;
    for (const basis of ACCOUNTING_BASES) {
      if ('category' in record) {
        for (const figures of purchaseMonths(record, basis)) {
          const delta = {
            companyId: record.companyId,
            basis,
            month: figures.month,
            sales: 0,
            gstOnSales: 0,
            gstOnPurchases: sign * figures.gstOnPurchases,
          };
          merge(months, monthKey(delta), delta, addMonth);
          const category = {
            companyId: record.companyId,
            basis,
            month: figures.month,
            category: record.category,
            count: sign,
            deductible: sign * deductibleAmount(record),
          };
          merge(categories, `${monthKey(category)}|${record.category}`, category, addCategory);
        }
      } else {
        for (const figures of saleMonths(record, basis)) {
          const delta = {
            companyId: record.companyId,
            basis,
            month: figures.month,
            sales: sign * figures.sales,
            gstOnSales: sign * figures.gstOnSales,
            gstOnPurchases: 0,
          };
          merge(months, monthKey(delta), delta, addMonth);
        }
      }
    }
  }
  const order = <T extends { companyId: number; basis: string; month: string }>(
    a: T & { category?: string },
    b: T & { category?: string },
  ) =>
    a.companyId - b.companyId ||
    a.basis.localeCompare(b.basis) ||
    a.month.localeCompare(b.month) ||
    (a.category ?? '').localeCompare(b.category ?? '');
  return {
    months: [...months.values()]
      .filter((delta) => delta.sales !== 0 || delta.gstOnSales !== 0 || delta.gstOnPurchases !== 0)
      .sort(order),
    categories: [...categories.values()]
      .filter((delta) => delta.count !== 0 || delta.deductible !== 0)
      .sort(order),
  };
}
