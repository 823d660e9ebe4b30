import type { Lodgement } from '@sorted/core/gst/bas-adjustments';
import { isAccountingBasis } from '@sorted/core/gst/bas-worksheet';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BasLodgementsTable, Database } from '../db/schema.ts';

// The BAS lodgements of a user's businesses: read by the BAS feature, and by every write of an invoice
// or an expense, which asks whether a record's dates fall in a period already lodged (locked).

type Executor = Kysely<Database> | Transaction<Database>;
export type BasLodgementRow = Selectable<BasLodgementsTable>;

/** A business's lodgements, oldest period first. */
export function lodgementRowsOf(db: Executor, userId: number, companyId: number): Promise<BasLodgementRow[]> {
  return db
    .selectFrom('bas_lodgements')
    .selectAll()
    .where('user_id', '=', userId)
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

/**
 * The first lodged period (its key) of a user's business that covers one of the months, or undefined.
 * Months are YYYY-MM; a business has a handful of lodgements a year, read through its index.
 */
export async function lockedPeriodOf(
  db: Executor,
  userId: number,
  companyId: number,
  months: readonly string[],
): Promise<string | undefined> {
  if (months.length === 0) return undefined;
  const row = await db
    .selectFrom('bas_lodgements')
    .select('period_key')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.or(months.map((month) => eb.and([eb('first_month', '<=', month), eb('last_month', '>=', month)]))),
    )
    .orderBy('first_month')
    .limit(1)
    .executeTakeFirst();
  return row?.period_key;
}

/** Every lodgement of a user's businesses (the set-aside's: which periods are still owed, and the
 * corrections lodged periods carry into them). */
export function lodgementRowsOfUser(db: Executor, userId: number): Promise<BasLodgementRow[]> {
  return db
    .selectFrom('bas_lodgements')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('company_id')
    .orderBy('first_month')
    .execute();
}
