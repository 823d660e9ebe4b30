import type { BasAmounts } from '@sorted/core/gst/bas-adjustments';
import type { Executor } from '../db/executor.ts';

// The BAS's figures come from the running totals per month (ledger_month_totals, kept by books/), never
// from a scan of the records: a few rows per business, whatever the number of records.

export interface LedgerMonth extends BasAmounts {
  basis: string;
  month: string;
}

/** A business's G1/1A/1B per basis and month (two rows a month at most, both bases). */
export async function ledgerMonthsOf(
  db: Executor,
  userId: number,
  companyId: number,
): Promise<LedgerMonth[]> {
  const rows = await db
    .selectFrom('ledger_month_totals')
    .select(['basis', 'month', 'sales_cents', 'gst_on_sales_cents', 'gst_on_purchases_cents'])
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .execute();
  return rows.map((row) => ({
    basis: row.basis,
    month: row.month,
    g1: Number(row.sales_cents),
    gstOnSales: Number(row.gst_on_sales_cents),
    gstOnPurchases: Number(row.gst_on_purchases_cents),
  }));
}
