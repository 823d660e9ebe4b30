import { z } from 'zod';
import { companyResource, paymentDetailResource } from './companies.ts';
import { customerResource } from './customers.ts';
import { documentLine } from './document-lines.ts';
import {
  invoiceSummaryAttributes,
  invoiceSummaryRelationships,
  invoiceSummaryResource,
  paymentState,
} from './invoice-summaries.ts';
import { list, metaOnly, resource, single, toMany } from './json-api.ts';

export {
  type DisplayStatus,
  displayStatus,
  type InvoiceSummaryAttributes,
  type InvoiceSummaryResource,
  invoiceSummaryAttributes,
  invoiceSummaryResource,
  type PaymentState,
} from './invoice-summaries.ts';

/** The business as it was when the invoice was saved. */
export const sellerDetails = z.strictObject({
  name: z.string(),
  email: z.string().nullable(),
  abn: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  gst_registered: z.boolean(),
});
export type SellerDetails = z.infer<typeof sellerDetails>;

/** The client as it was when the invoice was saved. */
export const buyerDetails = z.strictObject({
  name: z.string(),
  email: z.string().nullable(),
  abn: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type BuyerDetails = z.infer<typeof buyerDetails>;

/** How the client is asked to pay. */
export const paymentMethod = z.enum(['none', 'payid', 'bank']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const invoiceAttributes = z.strictObject({
  ...invoiceSummaryAttributes.shape,
  prices_include_gst: z.boolean(),
  note: z.string().nullable(),
  payment_method: paymentMethod,
  payid: z.string().nullable(),
  payid_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  /** "123-456" */
  bsb: z.string().nullable(),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  company_details: sellerDetails,
  customer_details: buyerDetails.nullable(),
});
export type InvoiceAttributes = z.infer<typeof invoiceAttributes>;

export const invoiceResource = resource(
  'invoices',
  invoiceAttributes,
  z.strictObject({ ...invoiceSummaryRelationships.shape, items: toMany('invoiceItems') }),
);
export type InvoiceResource = z.infer<typeof invoiceResource>;

export const invoiceItemAttributes = z.strictObject({ position: z.number(), ...documentLine.shape });
export type InvoiceItemAttributes = z.infer<typeof invoiceItemAttributes>;
export const invoiceItemResource = resource('invoiceItems', invoiceItemAttributes);
export type InvoiceItemResource = z.infer<typeof invoiceItemResource>;

export const sendingKind = z.enum(['invoice', 'reminder']);
export type SendingKind = z.infer<typeof sendingKind>;

export const sending = z.strictObject({
  kind: sendingKind,
  recipient: z.string(),
  /** An automatic reminder's step (days from the due date); null for a mail the user sent. */
  reminder_step: z.number().int().nullable(),
  sent_at: z.string(),
});
export type Sending = z.infer<typeof sending>;

/** One invoice, with what `include` asked for (items, customer, company, company.paymentDetail) and its mails. */
export const invoiceDocument = single(invoiceResource, {
  included: [invoiceItemResource, customerResource, companyResource, paymentDetailResource],
  meta: z.strictObject({
    sendings: z.array(sending),
    /** The recurring schedule that made the invoice, when one did. */
    recurring_schedule_id: z.string().optional(),
  }),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

/** A page of invoices, with the clients, businesses and PayIDs `include` asked for. */
export const invoiceListDocument = list(invoiceSummaryResource, {
  included: [customerResource, companyResource, paymentDetailResource],
});
export type InvoiceListDocument = z.infer<typeof invoiceListDocument>;

/** GET /invoices/next-number?company_id= */
export const nextNumberDocument = metaOnly(z.strictObject({ number: z.string() }));
export type NextNumberDocument = z.infer<typeof nextNumberDocument>;

/** POST /invoices/:id/send and /reminders: the mail is queued. */
export const invoiceMailDocument = metaOnly(
  z.strictObject({ kind: sendingKind, recipient: z.string(), number: z.string() }),
);
export type InvoiceMailDocument = z.infer<typeof invoiceMailDocument>;

export const suggestedItem = z.strictObject({ ...documentLine.shape, times_billed: z.number() });
export type SuggestedItem = z.infer<typeof suggestedItem>;

/** A suggested next invoice for a client (its id is the client's), learnt from past invoices. */
export const invoiceSuggestionAttributes = z.strictObject({
  number: z.string().nullable(),
  company_id: z.string().nullable(),
  invoice_date: z.string(),
  due_date: z.string(),
  terms_days: z.number(),
  amount: z.string(),
  status: z.number(),
  based_on: z.number(),
  items: z.array(suggestedItem),
});
export type InvoiceSuggestionAttributes = z.infer<typeof invoiceSuggestionAttributes>;
export const invoiceSuggestionResource = resource('invoiceSuggestions', invoiceSuggestionAttributes);
export type InvoiceSuggestionResource = z.infer<typeof invoiceSuggestionResource>;
export const invoiceSuggestionDocument = single(invoiceSuggestionResource);
export type InvoiceSuggestionDocument = z.infer<typeof invoiceSuggestionDocument>;

/** A payment recorded against an invoice. */
export const invoicePaymentAttributes = z.strictObject({
  paid_on: z.string(),
  amount: z.string(),
  method: z.enum(['bank-transfer', 'payid', 'card', 'cash', 'other']),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The bank line it was reconciled from (issue 29); null when typed in. Always sent. */
  bank_line_id: z.string().nullable().optional(),
});
export type InvoicePaymentAttributes = z.infer<typeof invoicePaymentAttributes>;
export const invoicePaymentResource = resource('invoicePayments', invoicePaymentAttributes);
export type InvoicePaymentResource = z.infer<typeof invoicePaymentResource>;

/** What an invoice's payments come to, after the request (the invoice's own figures). */
export const invoicePaymentsMeta = z.strictObject({
  amount_paid: z.string(),
  balance_due: z.string(),
  payment_state: paymentState,
  status: z.number(),
  paid_date: z.string().nullable(),
});
export type InvoicePaymentsMeta = z.infer<typeof invoicePaymentsMeta>;

/** An invoice's payments, oldest first. */
export const invoicePaymentListDocument = z.strictObject({
  data: z.array(invoicePaymentResource),
  meta: invoicePaymentsMeta,
});
export type InvoicePaymentListDocument = z.infer<typeof invoicePaymentListDocument>;
/** POST /invoices/:id/payments: the payment recorded. */
export const invoicePaymentDocument = single(invoicePaymentResource, { meta: invoicePaymentsMeta });
export type InvoicePaymentDocument = z.infer<typeof invoicePaymentDocument>;
/** DELETE /invoices/:id/payments/:paymentId: what the invoice's payments now come to. */
export const invoicePaymentRemovalDocument = metaOnly(invoicePaymentsMeta);
export type InvoicePaymentRemovalDocument = z.infer<typeof invoicePaymentRemovalDocument>;
