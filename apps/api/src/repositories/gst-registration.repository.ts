import { type BasParts, daysBeforeRegistration, NO_PARTS } from '@sorted/core/gst/gst-registration';
import { sql } from 'kysely';
import { gstShare, invoiceSettlement, paidSoFar } from '../books/ledger-totals.repository.ts';
import type { Executor } from '../db/executor.ts';

// What a business's records dated in its GST registration month before the registration date added to
// that month's running totals, on each basis: the BAS takes it off the month (core's
// gst/gst-registration.ts). The same sums and rounding as the totals' rebuild
// (books/ledger-totals.repository.ts's rebuildLedgerTotals), over a few days of one business. Read by the
// BAS and the set-aside.

export interface BeforeRegistration {
  cash: BasParts;
  accruals: BasParts;
}

/** The parts before `from` in its month; nothing when `from` is the 1st. */
export async function beforeRegistrationOf(
  db: Executor,
  userId: number,
  companyId: number,
  from: string,
): Promise<BeforeRegistration> {
  const span = daysBeforeRegistration(from);
  if (span === null) return { cash: NO_PARTS, accruals: NO_PARTS };
  const { start, end } = span;
  const within = (column: string) => sql`${sql.ref(column)} >= ${start} and ${sql.ref(column)} <= ${end}`;
  const result = await sql<{ basis: string; sales: number; gst_on_sales: number; gst_on_purchases: number }>`
    select basis, cast(sum(sales) as bigint) as sales, cast(sum(gst_on_sales) as bigint) as gst_on_sales,
      cast(sum(gst_on_purchases) as bigint) as gst_on_purchases
    from (
      select 'accruals' as basis, total_cents as sales, gst_cents as gst_on_sales, 0 as gst_on_purchases
      from invoices
      where user_id = ${userId} and company_id = ${companyId} and voided_on is null and ${within('invoice_date')}
      union all
      select 'cash', amount_cents, ${gstShare(sql`paid_so_far`)} - ${gstShare(sql`paid_so_far - amount_cents`)}, 0
      from (
        select invoice_payments.paid_on, invoice_payments.amount_cents, invoices.total_cents,
          invoices.gst_cents, ${paidSoFar} as paid_so_far
        from invoice_payments join invoices on invoices.id = invoice_payments.invoice_id
        where invoice_payments.user_id = ${userId} and invoices.company_id = ${companyId}
          and invoices.voided_on is null
          and invoices.id in (select invoice_id from invoice_payments as paid
            where paid.user_id = ${userId} and paid.paid_on >= ${start} and paid.paid_on <= ${end})
      ) as payments
      where ${within('paid_on')}
      union all
      select 'accruals', -amount_cents, -gst_cents, 0
      from adjustment_notes
      where user_id = ${userId} and company_id = ${companyId} and ${within('issued_on')}
        and not exists (select 1 from invoices
          where invoices.id = adjustment_notes.invoice_id and invoices.voided_on is not null)
      union all
      select 'cash', (total_cents - adjusted) - paid, ${gstShare(sql`total_cents - adjusted`)} - ${gstShare(sql`paid`)}, 0
      from (
        select total_cents, gst_cents, ${invoiceSettlement}
        from invoices
        where user_id = ${userId} and company_id = ${companyId} and voided_on is null
          and exists (select 1 from adjustment_notes where adjustment_notes.invoice_id = invoices.id)
      ) as credits
      where paid > total_cents - adjusted and ${within('last_note_on')}
      union all
      select 'accruals', 0, 0, (gst_cents * business_use_percent + 50) / 100
      from expenses where user_id = ${userId} and company_id = ${companyId} and ${within('expense_date')}
      union all
      select 'cash', 0, 0, (gst_cents * business_use_percent + 50) / 100
      from expenses where user_id = ${userId} and company_id = ${companyId} and ${within('paid_date')}
    ) as records
    group by basis`.execute(db);
  const partsOf = (basis: string): BasParts => {
    const row = result.rows.find((candidate) => candidate.basis === basis);
    return row
      ? {
          sales: Number(row.sales),
          gstOnSales: Number(row.gst_on_sales),
          gstOnPurchases: Number(row.gst_on_purchases),
        }
      : NO_PARTS;
  };
  return { cash: partsOf('cash'), accruals: partsOf('accruals') };
}
