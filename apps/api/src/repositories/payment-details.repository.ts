import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { ownedRows } from '../db/owned.ts';
import type { PaymentDetailsTable } from '../db/schema.ts';

// Read by two features (a business's PayIDs, and the invoice that names one), so kept by neither.

export type PaymentDetailRow = Selectable<PaymentDetailsTable>;

/** Saved payment details of some of the user's companies, newest first. */
export async function paymentDetailsOf(
  db: Executor,
  userId: number,
  companyIds: number[],
): Promise<PaymentDetailRow[]> {
  if (companyIds.length === 0) return [];
  return ownedRows(db, 'payment_details', userId)
    .selectAll()
    .where('company_id', 'in', companyIds)
    .orderBy('id', 'desc')
    .execute();
}
