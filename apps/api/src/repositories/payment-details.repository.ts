import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentDetailsTable } from '../db/schema.ts';

// Read by two features (a business's PayIDs, and the invoice that names one), so kept by neither.

export type PaymentDetailRow = Selectable<PaymentDetailsTable>;

/** Saved payment details of some of the user's companies, newest first. */
export async function paymentDetailsOf(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  companyIds: number[],
): Promise<PaymentDetailRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('payment_details')
    .selectAll()
    .where('user_id', '=', userId)
    .where('company_id', 'in', companyIds)
    .orderBy('id', 'desc')
    .execute();
}
