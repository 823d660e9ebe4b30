import { fieldChanges } from '@sorted/core/books/field-changes';
import type { Locale } from '@sorted/core/i18n/locales';
import { settlement } from '@sorted/core/invoices/payments';
import { centsToDecimal } from '@sorted/core/money/cents';
import { itemTotals, QUANTITY_SCALE } from '@sorted/core/sales-documents/totals';
import type { InvoiceInput } from '@sorted/core/schemas/invoices';
import type { Transaction } from 'kysely';
import { type Book, invoiceDates, writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import { InvoiceVoidedError } from '../../books/book-errors.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { fieldError, relationshipError } from '../../lib/validation.ts';
import { paymentDetailsOf } from '../../repositories/payment-details.repository.ts';
import { lockInvoiceFacts } from './invoice-facts.repository.ts';
import { amountError } from './invoice-payments.ts';
import {
  adjustInvoiceCount,
  findInvoice,
  findOwnCompanies,
  findOwnCustomers,
  type InvoiceRow,
  type InvoiceValues,
  type ItemValues,
  insertInvoice,
  itemsOf,
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
  refs: { companyId: number; customerId: number; archivedAllowed?: boolean },
  locale: Locale,
): Promise<PreparedInvoice> {
  // An archived business or client takes no new invoice, except the one its accepted quote promised.
  const archived = (row: { archived_at: string | null }) => row.archived_at !== null && !refs.archivedAllowed;
  const [company] = await findOwnCompanies(db.kysely, userId, [refs.companyId]);
  if (!company || archived(company)) throw relationshipError(locale, 'company', 'company_required');
  const [customer] = await findOwnCustomers(db.kysely, userId, [refs.customerId]);
  if (!customer || archived(customer)) throw relationshipError(locale, 'customer', 'customer_required');
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

/** What of an invoice its history's "edited" entry compares. */
const EDITED_FIELDS = [
  'name',
  'ref',
  'invoice_date',
  'due_date',
  'note',
  'customer',
  'business',
  'total',
  'gst',
  'payment_method',
  'items',
] as const;

/** An invoice's items as one line of its history: "Wiring × 1 at 1100.00; Lights × 2 at 45.50". */
const itemsText = (items: readonly { name: string; quantity_milli: number; price_cents: number }[]) =>
  items
    .map(
      (item) =>
        `${item.name} × ${Number(item.quantity_milli) / QUANTITY_SCALE} at ${centsToDecimal(Number(item.price_cents))}`,
    )
    .join('; ');

function editedView(
  row: Pick<
    InvoiceRow,
    | 'name'
    | 'ref'
    | 'invoice_date'
    | 'due_date'
    | 'note'
    | 'payment_method'
    | 'total_cents'
    | 'gst_cents'
    | 'customer_details'
    | 'company_details'
  >,
) {
  const nameIn = (json: string | null) => {
    try {
      return json ? String((JSON.parse(json) as { name?: unknown }).name ?? '') : null;
    } catch {
      return null;
    }
  };
  return {
    name: row.name,
    ref: row.ref ?? null,
    invoice_date: row.invoice_date,
    due_date: row.due_date,
    note: row.note ?? null,
    customer: nameIn(row.customer_details ?? null),
    business: nameIn(row.company_details),
    total: centsToDecimal(Number(row.total_cents)),
    gst: centsToDecimal(Number(row.gst_cents)),
    payment_method: row.payment_method,
  };
}

/**
 * Writes a new invoice through the caller's Book: the row, its items, the user's count, the totals,
 * the business's counter and the history. A number already taken by the business is a unique violation.
 */
export async function insertPreparedInvoice(book: Book, prepared: PreparedInvoice): Promise<number> {
  const { values, totals } = prepared;
  const { trx, userId } = book;
  const id = await insertInvoice(trx, userId, values);
  const record = { type: 'invoice' as const, key: id, companyId: values.company_id };
  await replaceItems(trx, id, prepared.items);
  await book.history(record, 'created', { number: values.name, total: centsToDecimal(totals.total) });
  // The rows every write of the account shares (its count, its counter, its totals) come last, so
  // that concurrent writes wait on them for as short a time as possible (PostgreSQL holds them to
  // the commit).
  await book.invoice(
    record,
    null,
    {
      ...values,
      customer_id: prepared.customer.id,
      total_cents: totals.total,
      status: 0,
      paid_date: null,
      voided_on: null,
      payments: [],
      adjustments: [],
    },
    [values.invoice_date],
  );
  await book.numberIssued(values.company_id, 'invoice', values.name);
  await adjustInvoiceCount(trx, userId, 1);
  return id;
}

/**
 * Creates or replaces an invoice in one write of the books. Amounts come from the items, never from the
 * request; the business and client must be the user's own; their details are copied onto the invoice.
 */
export async function saveInvoice(
  db: Db,
  context: BookContext,
  input: InvoiceInput,
  refs: { companyId: number; customerId: number; archivedAllowed?: boolean },
  locale: Locale,
  existingId?: number,
  /** More of the same transaction, once the invoice and its items are written (a quote's conversion). */
  alongside?: (trx: Transaction<Database>, invoiceId: number) => Promise<void>,
): Promise<number> {
  const { userId } = context;
  const prepared = await prepareInvoice(db, userId, input, refs, locale);
  const { values, items, totals, customer } = prepared;

  try {
    return await writeBooks(db, context, async (book) => {
      const { trx } = book;
      if (existingId === undefined) {
        const created = await insertPreparedInvoice(book, prepared);
        await alongside?.(trx, created);
        return created;
      }
      const id = existingId;
      const facts = { ...values, customer_id: customer.id, total_cents: totals.total };
      const before = await lockInvoiceFacts(trx, userId, id);
      const row = before && (await findInvoice(trx, userId, id));
      if (!before || !row) throw notFound();
      const itemsBefore = await itemsOf(trx, userId, [id]);
      if (before.voided_on !== null) throw new InvoiceVoidedError();
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
      const after = {
        ...facts,
        ...status,
        voided_on: null,
        payments: before.payments,
        adjustments: before.adjustments,
      };
      const record = { type: 'invoice' as const, key: id, companyId: values.company_id };
      await replaceItems(trx, id, items);
      const changes = fieldChanges(
        { ...editedView(row), items: itemsText(itemsBefore) },
        { ...editedView({ ...row, ...values }), items: itemsText(items) },
        EDITED_FIELDS,
      );
      if (Object.keys(changes).length > 0) await book.history(record, 'edited', { changes });
      // An edit touches every date the invoice stands on, before and after (its payments' too: their
      // share of the GST follows the total). The shared rows last, as for a new invoice.
      await book.invoice(record, before, after, [...invoiceDates(before), ...invoiceDates(after)]);
      if (values.name !== row.name) await book.numberIssued(values.company_id, 'invoice', values.name);
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
    voided_on: null,
    void_reason: null,
  };
}
