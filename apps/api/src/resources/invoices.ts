import { adjustedBalance } from '@sorted/core/adjustment-notes/adjustment-notes';
import type {
  InvoiceItemResource,
  InvoicePaymentResource,
  InvoiceResource,
  InvoiceSummaryResource,
  PaymentMethod,
} from '@sorted/core/contract/invoices';
import { paymentState } from '@sorted/core/invoices/payments';
import { displayStatus } from '@sorted/core/invoices/status';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Selectable } from 'kysely';
import type { InvoiceItemsTable, InvoicePaymentsTable, InvoicesTable } from '../db/schema.ts';
import {
  amountAttributes,
  lineResource,
  partyRelationships,
  wholeDocument,
} from '../sales-documents/document-resource.ts';

// Shared by every feature that shows invoices (their own screens, a client's page, the dashboard).
type InvoiceRow = Selectable<InvoicesTable>;
type InvoiceItemRow = Selectable<InvoiceItemsTable>;

const bsbText = (bsb: string | null) => (bsb ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : null);

export const invoiceItemResource = (row: InvoiceItemRow): InvoiceItemResource =>
  lineResource('invoiceItems', row);

/** What a list entry of an invoice shows (lists, a client's page); the columns it needs, no more. */
export const INVOICE_SUMMARY_COLUMNS = [
  'id',
  'company_id',
  'customer_id',
  'name',
  'ref',
  'invoice_date',
  'due_date',
  'paid_date',
  'status',
  'gst_registered',
  'subtotal_cents',
  'gst_cents',
  'total_cents',
  'paid_cents',
  'adjusted_cents',
  'voided_on',
  'void_reason',
  'created_at',
  'updated_at',
] as const;
export type InvoiceSummaryRow = Pick<InvoiceRow, (typeof INVOICE_SUMMARY_COLUMNS)[number]> & {
  /** Whether the invoice was e-mailed to its client (selected beside the columns, see the repositories). */
  sent: boolean | number;
};

/** An invoice as lists show it; `today` decides Overdue (in the app's time zone). */
export function invoiceSummaryResource(row: InvoiceSummaryRow, today: string): InvoiceSummaryResource {
  const total = centsToDecimal(row.total_cents);
  // The running columns: the list shows paid, adjusted and balance without a query per row.
  const paid = Number(row.paid_cents);
  const figures = adjustedBalance(Number(row.total_cents), Number(row.adjusted_cents), paid);
  return {
    type: 'invoices',
    id: String(row.id),
    attributes: {
      name: row.name,
      ref: row.ref,
      invoice_date: row.invoice_date,
      due_date: row.due_date,
      paid_date: row.paid_date,
      status: row.status,
      display_status: displayStatus(row.status, row.due_date, today, row.voided_on !== null),
      amount: total,
      ...amountAttributes(row),
      amount_paid: centsToDecimal(paid),
      balance_due: centsToDecimal(figures.balance),
      payment_state: paymentState(row.status, paid),
      adjusted: centsToDecimal(figures.adjusted),
      credit_owed: centsToDecimal(figures.creditOwed),
      gst_registered: Boolean(row.gst_registered),
      sent: Boolean(row.sent),
      voided_on: row.voided_on,
      void_reason: row.void_reason,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: partyRelationships(row),
  };
}

/** A whole invoice: the summary plus its items, payment details, note, and the details it was saved with. */
export function invoiceResource(
  row: InvoiceRow,
  today: string,
  items: InvoiceItemRow[],
  sent: boolean,
): InvoiceResource {
  const own = {
    // The column holds only what the invoice schema accepted.
    payment_method: row.payment_method as PaymentMethod,
    payid: row.payid,
    payid_name: row.payid_name,
    bank_name: row.bank_name,
    bsb: bsbText(row.bsb),
    account_number: row.account_number,
    account_name: row.account_name,
  };
  return wholeDocument(invoiceSummaryResource({ ...row, sent }, today), row, own, 'invoiceItems', items);
}

/** A payment recorded against an invoice. */
export function invoicePaymentResource(row: Selectable<InvoicePaymentsTable>): InvoicePaymentResource {
  return {
    type: 'invoicePayments',
    id: String(row.id),
    attributes: {
      paid_on: row.paid_on,
      amount: centsToDecimal(Number(row.amount_cents)),
      // The column holds only what the payment schema accepted.
      method: row.method as InvoicePaymentResource['attributes']['method'],
      note: row.note,
      created_at: row.created_at,
      bank_line_id: row.bank_line_id === null ? null : String(row.bank_line_id),
    },
  };
}
