import type { CompanyCreateInput } from '@sorted/core/schemas/businesses';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  type CompanyRow,
  insertCompany,
  insertPaymentDetail,
  lockAccountStanding,
} from './businesses.repository.ts';

/**
 * A new business of the user's, with its PayID when given. Only a verified account may create one, and
 * no more than `limit`: both checked inside the transaction that inserts, on the account's locked row, so
 * concurrent creates cannot all pass the limit.
 */
export function createCompany(
  db: Db,
  userId: number,
  input: CompanyCreateInput,
  limit: number,
): Promise<CompanyRow> {
  const { payment_details: payment, ...fields } = input;
  return db.kysely.transaction().execute(async (trx) => {
    const standing = await lockAccountStanding(trx, userId);
    if (!standing.verified) throw new HttpError(403, 'Your email address is not verified.');
    if (standing.companies >= limit)
      throw new HttpError(403, 'You have reached your limit for this feature.');
    // The registration date is kept only while registered (the schema requires it then).
    const created = await insertCompany(trx, userId, {
      ...fields,
      gst_registered_from: fields.gst_registered ? (fields.gst_registered_from ?? null) : null,
    });
    if (payment) {
      await insertPaymentDetail(trx, userId, created.id, {
        payid: payment.payid.value,
        payid_type: payment.payid.type,
        name: payment.name,
      });
    }
    return created;
  });
}
