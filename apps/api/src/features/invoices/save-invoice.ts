import { invoiceNumberValue } from '@sorted/core/bank/reconcile/invoice-references';
import type { Locale } from '@sorted/core/i18n/locales';
import { settlement } from '@sorted/core/invoices/payments';
import { centsToDecimal } from '@sorted/core/money/cents';
import { quantityText } from '@sorted/core/sales-documents/lines';
import type { InvoiceInput } from '@sorted/core/schemas/invoices';
import type { Transaction } from 'kysely';
import { type Book, invoiceDates } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import { InvoiceVoidedError } from '../../books/book-errors.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { fieldError } from '../../lib/validation.ts';
import { paymentDetailsOf } from '../../repositories/payment-details.repository.ts';
import { INVOICES } from '../../sales-documents/kinds.ts';
import {
  documentItemsOf,
  findDocument,
  replaceDocumentItems,
} from '../../sales-documents/sales-documents.repository.ts';
import {
  type DocumentRefs,
  historyCreated,
  historyEdited,
  nameIn,
  type PreparedDocument,
  prepareDocument,
  writeDocument,
} from '../../sales-documents/save-document.ts';
import { lockInvoiceFacts } from './invoice-facts.repository.ts';
import { amountError } from './invoice-payments.ts';
import {
  adjustInvoiceCount,
  type InvoiceRow,
  type InvoiceValues,
  insertInvoice,
  updateInvoice,
} from './invoices.repository.ts';

/** An invoice checked and worked out, ready to be written: its row's values and its lines. */
export interface PreparedInvoice extends Omit<PreparedDocument, 'values'> {
  values: InvoiceValues;
}

/**
 * Checks an invoice and works out its amounts and copies as every sales document does
 * (sales-documents/save-document.ts), and how it asks to be paid: a PayID must be one of the business's.
 */
export async function prepareInvoice(
  db: Db,
  userId: number,
  input: InvoiceInput,
  refs: DocumentRefs,
  locale: Locale,
): Promise<PreparedInvoice> {
  const prepared = await prepareDocument(db, userId, input, refs, locale);
  let payid: { payid: string; payid_name: string } | null = null;
  if (input.payment_method === 'payid') {
    const saved = (await paymentDetailsOf(db.kysely, userId, [prepared.company.id])).find(
      (detail) => detail.id === input.payment_detail_id,
    );
    if (!saved) throw fieldError(locale, 'payment_detail_id', 'payment_detail_required');
    payid = { payid: saved.payid, payid_name: saved.name };
  }
  const bank = input.payment_method === 'bank' ? input.bank : null;
  const values: InvoiceValues = {
    ...prepared.values,
    name: input.name,
    ref: input.ref,
    invoice_date: input.invoice_date,
    due_date: input.due_date,
    note: input.note,
    payment_method: input.payment_method,
    payid: payid?.payid ?? null,
    payid_name: payid?.payid_name ?? null,
    bank_name: bank?.bank_name ?? null,
    bsb: bank?.bsb ?? null,
    account_number: bank?.account_number ?? null,
    account_name: bank?.account_name ?? null,
  };
  return { ...prepared, values };
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
        `${item.name} × ${quantityText(item.quantity_milli)} at ${centsToDecimal(Number(item.price_cents))}`,
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
  return {
    name: row.name,
    ref: row.ref ?? null,
    invoice_date: row.invoice_date,
    due_date: row.due_date,
    note: row.note ?? null,
    customer: nameIn(row.customer_details),
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
  await replaceDocumentItems(trx, 'invoice', id, prepared.lines);
  await historyCreated(book, record, values.name, totals.total);
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
  refs: DocumentRefs,
  locale: Locale,
  existingId?: number,
  /** More of the same transaction, once the invoice and its items are written (a quote's conversion). */
  alongside?: (trx: Transaction<Database>, invoiceId: number) => Promise<void>,
): Promise<number> {
  const { userId } = context;
  const prepared = await prepareInvoice(db, userId, input, refs, locale);
  const { values, lines, totals, customer } = prepared;

  return writeDocument(db, context, INVOICES, locale, async (book) => {
    const { trx } = book;
    if (existingId === undefined) {
      const created = await insertPreparedInvoice(book, prepared);
      await alongside?.(trx, created);
      return created;
    }
    const id = existingId;
    const facts = { ...values, customer_id: customer.id, total_cents: totals.total };
    const before = await lockInvoiceFacts(trx, userId, id);
    const row = before && (await findDocument(trx, userId, 'invoice', id));
    if (!before || !row) throw notFound();
    const itemsBefore = await documentItemsOf(trx, userId, 'invoice', [id]);
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
    await replaceDocumentItems(trx, 'invoice', id, lines);
    await historyEdited(
      book,
      record,
      { ...editedView(row), items: itemsText(itemsBefore) },
      { ...editedView({ ...row, ...values }), items: itemsText(lines) },
      EDITED_FIELDS,
    );
    // An edit touches every date the invoice stands on, before and after (its payments' too: their
    // share of the GST follows the total). The shared rows last, as for a new invoice.
    await book.invoice(record, before, after, [...invoiceDates(before), ...invoiceDates(after)]);
    if (values.name !== row.name) await book.numberIssued(values.company_id, 'invoice', values.name);
    await alongside?.(trx, id);
    return id;
  });
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
    number_value: invoiceNumberValue(values.name),
  };
}
