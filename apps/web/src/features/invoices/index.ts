// What other features may use of the invoices: marking one paid (the dashboard offers it) and what
// each invoice is busy with. Screens are reached through the router only.

export { useInvoicesBusy, useMarkPaid } from './invoices.ts';
