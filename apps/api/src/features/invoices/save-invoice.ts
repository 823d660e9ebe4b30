import type { Locale } from '@sorted/core/i18n/locales';
import { settlement } from '@sorted/core/invoices/payments';
import { itemTotals } from '@sorted/core/invoices/totals';
import type { InvoiceInput } from '@sorted/core/schemas/invoices';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { fieldError, relationshipError } from '../../lib/validation.ts';
import { paymentDetailsOf } from '../../repositories/payment-details.repository.ts';
import { amountError } from './invoice-payments.ts';
import { applyInvoiceTotals, lockInvoiceFacts } from './invoice-totals.repository.ts';
import {
  adjustInvoiceCount,
  findOwnCompanies,
  findOwnCustomers,
  type InvoiceRow,
  type InvoiceValues,
  type ItemValues,
  insertInvoice,
  replaceItems,
  updateInvoice,
} from './invoices.repository.ts';

type CustomerRow = Awaited<ReturnType<typeof findOwnCustomers>>[number];

/** An invoice checked and worked out, ready to be written: its row's values and its items. */
export interface PreparedInvoice {
  values: InvoiceValues;
  items: ItemValues[];
  totals: ReturnType<typeof itemTotals>;
  customer: CustomerRow;
}

/**
 * Checks an invoice and works out its amounts and copies: the business and client must be the user's
 * own and not archived, a PayID one of the business's; amounts come from the items, never the request.
 */
export async function prepareInvoice(
  db: Db,
  userId: number,
  input: InvoiceInput,
  refs: { companyId: number; customerId: number },
  locale: Locale,
): Promise<PreparedInvoice> {
  const [company] = await findOwnCompanies(db.kysely, userId, [refs.companyId]);
  if (!company || company.archived_at) throw relationshipError(locale, 'company', 'company_required');
  const [customer] = await findOwnCustomers(db.kysely, userId, [refs.customerId]);
  if (!customer || customer.archived_at) throw relationshipError(locale, 'customer', 'customer_required');
  let payid: { payid: string; payid_name: string } | null = null;
  if (input.payment_method === 'payid') {
    const saved = (await paymentDetailsOf(db.kysely, userId, [company.id])).find(
      (detail) => detail.id === input.payment_detail_id,
    );
    if (!saved) throw fieldError(locale, 'payment_detail_id', 'payment_detail_required');
    payid = { payid: saved.payid, payid_name: saved.name };
  }

  const gstRegistered = Boolean(company.gst_registered);
  const totals = itemTotals(input.items, { gstRegistered, pricesIncludeGst: input.prices_include_gst });
  const bank = input.payment_method === 'bank' ? input.bank : null;
  const values: InvoiceValues = {
    company_id: company.id,
    customer_id: customer.id,
    name: input.name,
    ref: input.ref,
    invoice_date: input.invoice_date,
    due_date: input.due_date,
    note: input.note,
    gst_registered: gstRegistered,
    prices_include_gst: input.prices_include_gst,
    subtotal_cents: totals.subtotal,
    gst_cents: totals.gst,
    total_cents: totals.total,
    payment_method: input.payment_method,
    payid: payid?.payid ?? null,
    payid_name: payid?.payid_name ?? null,
    bank_name: bank?.bank_name ?? null,
    bsb: bank?.bsb ?? null,
    account_number: bank?.account_number ?? null,
    account_name: bank?.account_name ?? null,
    company_details: JSON.stringify({
      name: company.name,
      email: company.email,
      abn: company.abn,
      phone: company.phone,
      address: company.address,
      gst_registered: gstRegistered,
    }),
    customer_details: JSON.stringify({
      name: customer.name,
      email: customer.email,
      abn: customer.abn,
      phone: customer.phone,
      address: customer.address,
    }),
  };
  const items = input.items.map((item, position) => ({
    position,
    name: item.name,
    description: item.description,
    quantity_milli: item.quantity,
    price_cents: item.price,
    taxable: item.taxable,
    amount_cents: totals.lines[position]?.amount ?? 0,
  }));
  return { values, items, totals, customer };
}

/**
 * Writes a new invoice in the caller's transaction: the row, its items, the user's count and the
 * dashboard's and ledger's totals. A number already taken by the business is a unique violation.
 */
export async function insertPreparedInvoice(
  trx: Transaction<Database>,
  userId: number,
  prepared: PreparedInvoice,
): Promise<number> {
  const { values, totals } = prepared;
  const id = await insertInvoice(trx, userId, values);
  await adjustInvoiceCount(trx, userId, 1);
  await applyInvoiceTotals(trx, userId, null, {
    ...values,
    customer_id: prepared.customer.id,
    total_cents: totals.total,
    status: 0,
    paid_date: null,
    payments: [],
    adjustments: [],
  });
  await replaceItems(trx, id, prepared.items);
  return id;
}

/**
 * Creates or replaces an invoice in one transaction. Amounts come from the items, never from the
 * request; the business and client must be the user's own; their details are copied onto the invoice.
 */
export async function saveInvoice(
  db: Db,
  userId: number,
  input: InvoiceInput,
  refs: { companyId: number; customerId: number },
  locale: Locale,
  existingId?: number,
  /** More of the same transaction, once the invoice and its items are written (a quote's conversion). */
  alongside?: (trx: Transaction<Database>, invoiceId: number) => Promise<void>,
): Promise<number> {
  const prepared = await prepareInvoice(db, userId, input, refs, locale);
  const { values, items, totals, customer } = prepared;

  try {
    return await db.kysely.transaction().execute(async (trx) => {
      if (existingId === undefined) {
        const created = await insertPreparedInvoice(trx, userId, prepared);
        await alongside?.(trx, created);
        return created;
      }
      const id = existingId;
      const facts = { ...values, customer_id: customer.id, total_cents: totals.total };
      const before = await lockInvoiceFacts(trx, userId, id);
      if (!before) throw notFound();
      // A new total settles the payments anew: more than paid makes a paid invoice partly paid again;
      // less than paid is refused (remove a payment first).
      // Adjustment notes were issued against the amounts and business as they stand: those stay.
      if (
        before.adjustments.length > 0 &&
        (totals.total !== Number(before.total_cents) ||
          totals.gst !== Number(before.gst_cents) ||
          values.company_id !== before.company_id)
      ) {
        throw fieldError(locale, 'items', 'invoice_has_adjustments');
      }
      const settled = settlement(totals.total, before.payments, before.adjustments);
      if (settled.paid > totals.total) {
        throw amountError(locale, 'items', 'invoice_total_below_paid', settled.paid);
      }
      const status = { status: settled.status, paid_date: settled.paidDate };
      await updateInvoice(trx, userId, id, { ...values, ...status, updated_at: new Date().toISOString() });
      await applyInvoiceTotals(trx, userId, before, {
        ...facts,
        ...status,
        payments: before.payments,
        adjustments: before.adjustments,
      });
      await replaceItems(trx, id, items);
      await alongside?.(trx, id);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(locale, 'name', 'invoice_number_taken');
    throw error;
  }
}

/** A prepared invoice as its row will read once written: what its PDF is rendered from before then. */
export function preparedInvoiceRow(
  userId: number,
  prepared: PreparedInvoice,
): Omit<InvoiceRow, 'id' | 'created_at' | 'updated_at'> {
  const { values } = prepared;
  return {
    ...values,
    user_id: userId,
    customer_id: prepared.customer.id,
    ref: values.ref ?? null,
    note: values.note ?? null,
    payid: values.payid ?? null,
    payid_name: values.payid_name ?? null,
    bank_name: values.bank_name ?? null,
    bsb: values.bsb ?? null,
    account_number: values.account_number ?? null,
    account_name: values.account_name ?? null,
    customer_details: values.customer_details ?? null,
    status: 0,
    paid_date: null,
    paid_cents: 0,
    adjusted_cents: 0,
  };
}
