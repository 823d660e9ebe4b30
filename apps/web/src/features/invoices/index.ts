// What other features may use of the invoices: marking one paid (the dashboard offers it) and what
// each invoice is busy with, and the invoices' query keys. Screens are reached through the router only.

export {
  type Invoice,
  type InvoiceAction,
  type InvoiceSummary,
  invoiceKey,
  invoicesKey,
  useInvoicesBusy,
  useMarkPaid,
} from './invoices.ts';
