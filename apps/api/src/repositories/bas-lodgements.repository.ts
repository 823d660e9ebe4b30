import type { Lodgement } from '@sorted/core/gst/bas-adjustments';
import { isAccountingBasis } from '@sorted/core/gst/bas-worksheet';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { ownedRows } from '../db/owned.ts';
import type { BasLodgementsTable } from '../db/schema.ts';

// The BAS lodgements of a user's businesses, read by the BAS feature (the books' write path asks for
// the lodged periods of a write's months itself: books/books.repository.ts).

export type BasLodgementRow = Selectable<BasLodgementsTable>;

/** A business's lodgements, oldest period first. */
export function lodgementRowsOf(db: Executor, userId: number, companyId: number): Promise<BasLodgementRow[]> {
  return ownedRows(db, 'bas_lodgements', userId)
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('first_month')
    .execute();
}

/** A lodgement row as core's adjustments read it. */
export function lodgementOf(row: BasLodgementRow): Lodgement {
  return {
    key: row.period_key,
    firstMonth: row.first_month,
    lastMonth: row.last_month,
    basis: isAccountingBasis(row.basis) ? row.basis : 'cash',
    reported: {
      g1: Number(row.g1_cents),
      gstOnSales: Number(row.gst_on_sales_cents),
      gstOnPurchases: Number(row.gst_on_purchases_cents),
    },
    corrected: {
      g1: Number(row.corrected_g1_cents),
      gstOnSales: Number(row.corrected_gst_on_sales_cents),
      gstOnPurchases: Number(row.corrected_gst_on_purchases_cents),
    },
  };
}

/** Every lodgement of a user's businesses (the set-aside's: which periods are still owed, and the
 * corrections lodged periods carry into them). */
export function lodgementRowsOfUser(db: Executor, userId: number): Promise<BasLodgementRow[]> {
  return ownedRows(db, 'bas_lodgements', userId)
    .selectAll()
    .orderBy('company_id')
    .orderBy('first_month')
    .execute();
}
