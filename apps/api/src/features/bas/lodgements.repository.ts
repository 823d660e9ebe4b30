import type { BasAmounts } from '@sorted/core/gst/bas-adjustments';
import type { AccountingBasis } from '@sorted/core/gst/bas-worksheet';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// A lodgement's writes, in its transaction (lodge-bas-period.ts, the business's row locked): the
// lodgement, and the corrections it reports for periods lodged before. Read by repositories/
// bas-lodgements.repository.ts.

export interface LodgementValues {
  periodKey: string;
  firstMonth: string;
  lastMonth: string;
  basis: AccountingBasis;
  reported: BasAmounts;
  adjustment: BasAmounts;
}

/** Records a lodgement; a second one of the period breaks the unique key (company, period). */
export async function insertLodgement(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  values: LodgementValues,
): Promise<void> {
  await trx
    .insertInto('bas_lodgements')
    .values({
      user_id: userId,
      company_id: companyId,
      period_key: values.periodKey,
      first_month: values.firstMonth,
      last_month: values.lastMonth,
      basis: values.basis,
      g1_cents: values.reported.g1,
      gst_on_sales_cents: values.reported.gstOnSales,
      gst_on_purchases_cents: values.reported.gstOnPurchases,
      adjustment_g1_cents: values.adjustment.g1,
      adjustment_gst_on_sales_cents: values.adjustment.gstOnSales,
      adjustment_gst_on_purchases_cents: values.adjustment.gstOnPurchases,
    })
    .execute();
}

/** Adds a correction reported on a later BAS to a lodged period. */
export async function addCorrection(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  periodKey: string,
  amounts: BasAmounts,
): Promise<void> {
  await trx
    .updateTable('bas_lodgements')
    .set((eb) => ({
      corrected_g1_cents: eb('corrected_g1_cents', '+', amounts.g1),
      corrected_gst_on_sales_cents: eb('corrected_gst_on_sales_cents', '+', amounts.gstOnSales),
      corrected_gst_on_purchases_cents: eb('corrected_gst_on_purchases_cents', '+', amounts.gstOnPurchases),
    }))
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .where('period_key', '=', periodKey)
    .execute();
}
