import type { CompanyResource, PaymentDetailResource } from '@sorted/core/contract/companies';
import type { CustomerResource } from '@sorted/core/contract/customers';
import type { Db } from '../db/database.ts';
import { paymentDetailsOf } from '../repositories/payment-details.repository.ts';
import { companyResource, paymentDetailResource } from '../resources/companies.ts';
import { customerResource } from '../resources/customers.ts';
import { findOwnCompanies, findOwnCustomers } from './sales-documents.repository.ts';

type PartyRow = { company_id: number; customer_id: number | null };

/**
 * The clients and businesses of some documents that `include` asks for, in one query per kind (no N+1).
 * `payments`: a business comes with its PayIDs, included too when `company.paymentDetail` is asked
 * (an invoice's; a quote asks for no payment).
 */
export async function includedParties(
  db: Db,
  userId: number,
  rows: readonly PartyRow[],
  include: Set<string>,
  options: { payments: false },
): Promise<Array<CustomerResource | CompanyResource>>;
export async function includedParties(
  db: Db,
  userId: number,
  rows: readonly PartyRow[],
  include: Set<string>,
  options: { payments: true },
): Promise<Array<CustomerResource | CompanyResource | PaymentDetailResource>>;
export async function includedParties(
  db: Db,
  userId: number,
  rows: readonly PartyRow[],
  include: Set<string>,
  options: { payments: boolean },
) {
  const included: Array<CustomerResource | CompanyResource | PaymentDetailResource> = [];
  if (include.has('customer')) {
    const ids = [...new Set(rows.flatMap((row) => (row.customer_id ? [row.customer_id] : [])))];
    included.push(...(await findOwnCustomers(db.kysely, userId, ids)).map((row) => customerResource(row)));
  }
  const withPayment = options.payments && include.has('company.paymentDetail');
  if (include.has('company') || withPayment) {
    const ids = [...new Set(rows.map((row) => row.company_id))];
    const companies = await findOwnCompanies(db.kysely, userId, ids);
    const details = options.payments
      ? await paymentDetailsOf(
          db.kysely,
          userId,
          companies.map((company) => company.id),
        )
      : [];
    included.push(
      ...companies.map((company) =>
        companyResource(
          company,
          details.filter((detail) => detail.company_id === company.id),
        ),
      ),
    );
    if (withPayment) included.push(...details.map(paymentDetailResource));
  }
  return included;
}
