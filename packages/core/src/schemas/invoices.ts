import { z } from 'zod';
import { isIsoDate } from '../dates/calendar.ts';
import { RECORD_ID_MAX } from '../identifiers/record-id.ts';
import { INVOICE_STATUSES } from '../invoices/status.ts';
import { QUANTITY_DECIMALS, QUANTITY_SCALE } from '../sales-documents/totals.ts';
import { AMOUNT_MAX_CENTS, message, optionalText, printable, typedDecimal } from './fields.ts';

const isoDate = (required: Parameters<typeof message>[0]) =>
  z.string(message(required)).trim().min(1, message(required)).refine(isIsoDate, message('date_invalid'));

/** Thousandths of a unit, from 1 to 1,000,000 units. */
const quantity = typedDecimal(QUANTITY_DECIMALS, {
  invalid: 'quantity_min',
  decimals: 'quantity_decimals',
}).refine((value) => value >= QUANTITY_SCALE && value <= 1_000_000 * QUANTITY_SCALE, message('quantity_min'));

const price = typedDecimal(2, { invalid: 'price_min', decimals: 'price_decimals' })
  .refine((value) => value >= 1, message('price_min'))
  .refine((value) => value <= AMOUNT_MAX_CENTS, { message: message('price_too_large'), abort: true });

export const invoiceItemSchema = z
  .object({
    name: printable(
      z
        .string(message('item_name_required'))
        .trim()
        .min(1, message('item_name_required'))
        .max(50, message('item_name_too_long')),
    ),
    description: printable(optionalText(90, 'item_note_too_long')),
    quantity,
    price,
    taxable: z.boolean().default(true),
  })
  // Bounded so that the totals stay exact whole numbers (500 items of the most still add up safely).
  .refine((item) => item.quantity * item.price <= AMOUNT_MAX_CENTS * QUANTITY_SCALE, {
    message: message('item_amount_too_large'),
    path: ['price'],
  });
export type InvoiceItemInput = z.infer<typeof invoiceItemSchema>;

export const bankDetailsSchema = z.object({
  bank_name: printable(z.string().trim().min(1, message('bank_details_required')).max(100)),
  bsb: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{6}$/.test(value), message('bsb_invalid')),
  account_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{5,9}$/.test(value), message('account_number_invalid')),
  account_name: printable(z.string().trim().min(1, message('bank_details_required')).max(100)),
});

/** One of the defined states, as a number: 2, "1" or 1.5 are refused, not read as paid. */
export const invoiceStatus = z.literal(INVOICE_STATUSES, message('status_invalid'));

/** The Paid / mark-unpaid actions: the state, and the paid date (today when none is given). */
export const invoiceStatusChangeSchema = z.object({
  status: invoiceStatus,
  paid_date: z.iso.date(message('date_invalid')).nullish(),
});

/** What every invoice has, whether it is saved or only printed: number, dates, items and note. */
export const invoiceDocumentFields = {
  name: printable(
    z.string(message('invoice_number_required')).trim().min(1, message('invoice_number_required')).max(50),
  ),
  invoice_date: isoDate('invoice_date_required'),
  due_date: isoDate('due_date_required'),
  note: printable(optionalText(2000, 'note_too_long')),
  prices_include_gst: z.boolean().default(false),
  items: z.array(invoiceItemSchema, message('items_required')).min(1, message('items_required')).max(500),
  payment_method: z.enum(['none', 'payid', 'bank']).default('none'),
  bank: bankDetailsSchema.nullish(),
};

/** The checks across fields that every invoice shares: due after issued, bank details when paid by bank. */
export function checkInvoiceDocument(
  invoice: { invoice_date: string; due_date: string; payment_method: string; bank?: unknown },
  context: z.RefinementCtx,
): void {
  if (invoice.due_date < invoice.invoice_date) {
    context.addIssue({ code: 'custom', message: message('due_before_invoice_date'), path: ['due_date'] });
  }
  if (invoice.payment_method === 'bank' && !invoice.bank) {
    context.addIssue({ code: 'custom', message: message('bank_details_required'), path: ['bank'] });
  }
}

/** The business's PayID an invoice names (one of its payment details). */
export const paymentDetailId = z.coerce
  .number()
  .int()
  .positive()
  .max(RECORD_ID_MAX, message('payment_detail_required'))
  .nullish();

/** Paid by PayID: which PayID must be chosen. */
export function checkPayIdChosen(
  value: { payment_method: string; payment_detail_id?: number | null | undefined },
  context: z.RefinementCtx,
): void {
  if (value.payment_method === 'payid' && !value.payment_detail_id) {
    context.addIssue({
      code: 'custom',
      message: message('payment_detail_required'),
      path: ['payment_detail_id'],
    });
  }
}

/**
 * An invoice as the create and edit forms send it. Amounts are never taken from here: the server works
 * them out from the items. Customer and company come as ids (relationships or *_id attributes).
 */
export const invoiceSchema = z
  .object({
    ...invoiceDocumentFields,
    // Printed on the PDF under the number.
    ref: printable(optionalText(100, 'ref_too_long')),
    // Saving never changes the state (the Paid action does), but a wrong one is still refused.
    status: invoiceStatus.optional(),
    payment_detail_id: paymentDetailId,
  })
  .superRefine((invoice, context) => {
    checkInvoiceDocument(invoice, context);
    checkPayIdChosen(invoice, context);
  });
export type InvoiceInput = z.infer<typeof invoiceSchema>;
