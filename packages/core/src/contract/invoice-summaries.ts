import { z } from 'zod';
import { resource, toOne, toOneOrNone } from './json-api.ts';

// Apart from invoices.ts so that a client's page (customers.ts) can include invoices without a cycle.

/** Paid, Overdue or Pending, decided by the server on its own today; Void once voided. */
export const displayStatus = z.enum(['Paid', 'Overdue', 'Pending', 'Void']);
export type DisplayStatus = z.infer<typeof displayStatus>;

/** How much of the invoice is paid: partly paid while 0 < paid < total (display_status stays as it was). */
export const paymentState = z.enum(['unpaid', 'partly-paid', 'paid']);
export type PaymentState = z.infer<typeof paymentState>;

/** An invoice as lists show it. `status` is the stored code (0 unpaid, 1 paid), a number. */
export const invoiceSummaryAttributes = z.strictObject({
  name: z.string(),
  ref: z.string().nullable(),
  invoice_date: z.string(),
  due_date: z.string(),
  paid_date: z.string().nullable(),
  status: z.number(),
  display_status: displayStatus,
  /** The total again, under the name the lists show. Amounts are decimal strings ("1234.50"). */
  amount: z.string(),
  subtotal: z.string(),
  gst: z.string(),
  total: z.string(),
  /** The payments recorded so far, and what is left to pay. */
  amount_paid: z.string(),
  balance_due: z.string(),
  payment_state: paymentState,
  /** What adjustment notes took off the total (incl. GST), and what a note left owed back to the client. */
  adjusted: z.string(),
  credit_owed: z.string(),
  gst_registered: z.boolean(),
  /** The invoice was e-mailed to its client at least once (reminders aside). */
  sent: z.boolean(),
  /** The day it was voided and why; null while it stands. */
  voided_on: z.string().nullable(),
  void_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InvoiceSummaryAttributes = z.infer<typeof invoiceSummaryAttributes>;

export const invoiceSummaryRelationships = z.strictObject({
  company: toOne('companies'),
  customer: toOneOrNone('customers'),
});

export const invoiceSummaryResource = resource(
  'invoices',
  invoiceSummaryAttributes,
  invoiceSummaryRelationships,
);
export type InvoiceSummaryResource = z.infer<typeof invoiceSummaryResource>;
