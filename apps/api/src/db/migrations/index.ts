import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.ts';
import * as businesses from './0002-businesses.ts';
import * as invoices from './0003-invoices.ts';
import * as invoiceSending from './0004-invoice-sending.ts';
import * as dashboard from './0005-dashboard.ts';
import * as support from './0006-support.ts';
import * as twoFactor from './0007-two-factor.ts';
import * as mailOutboxPrivacy from './0008-mail-outbox-privacy.ts';
import * as storedFiles from './0009-stored-files.ts';
import * as expensesAndLedger from './0010-expenses-and-ledger.ts';
import * as basLodgements from './0011-bas-lodgements.ts';
import * as taxProfiles from './0012-tax-profiles.ts';
import * as invoicePayments from './0013-invoice-payments.ts';
import * as businessLook from './0014-business-look.ts';
import * as quotes from './0015-quotes.ts';
import * as documentLinks from './0016-document-links.ts';
import * as recurringInvoices from './0017-recurring-invoices.ts';
import * as adjustmentNotes from './0018-adjustment-notes.ts';
import * as paymentReminders from './0019-payment-reminders.ts';
import * as adjustedInvoices from './0020-adjusted-invoices.ts';
import * as books from './0021-books.ts';
import * as quoteRevisions from './0022-quote-revisions.ts';
import * as gstRegistration from './0023-gst-registration.ts';
import * as mailSender from './0024-mail-sender.ts';
import * as notifications from './0025-notifications.ts';
import * as invoicePaidTotals from './0026-invoice-paid-totals.ts';
import * as bankStatements from './0027-bank-statements.ts';
import * as bankReconciliation from './0028-bank-reconciliation.ts';
import * as receiptCaptures from './0029-receipt-captures.ts';
import * as homeOfficeDiary from './0030-home-office-diary.ts';
import * as vehicles from './0031-vehicles.ts';
import * as paygInstalments from './0032-payg-instalments.ts';
import * as taxYearFigures from './0033-tax-year-figures.ts';
import * as assets from './0034-assets.ts';
import * as salaryAndWages from './0035-salary-and-wages.ts';
import * as logbookTrips from './0036-logbook-trips.ts';
import * as expenseVehicle from './0037-expense-vehicle.ts';

// Frozen migrations, numbered in the order they run: Kysely runs them in the order of their names, and a
// number cannot sort before one already run, as a date could (see previous-names.ts). A new migration
// takes the next number (migration-order.test.ts checks: no gap, no duplicate, every file listed here).
// Never edit one that has shipped: add another. Each exports `up(db)` (and `down(db)` where
// reversible) and works on SQLite and PostgreSQL.
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-businesses': businesses,
  '0003-invoices': invoices,
  '0004-invoice-sending': invoiceSending,
  '0005-dashboard': dashboard,
  '0006-support': support,
  '0007-two-factor': twoFactor,
  '0008-mail-outbox-privacy': mailOutboxPrivacy,
  '0009-stored-files': storedFiles,
  '0010-expenses-and-ledger': expensesAndLedger,
  '0011-bas-lodgements': basLodgements,
  '0012-tax-profiles': taxProfiles,
  '0013-invoice-payments': invoicePayments,
  '0014-business-look': businessLook,
  '0015-quotes': quotes,
  '0016-document-links': documentLinks,
  '0017-recurring-invoices': recurringInvoices,
  '0018-adjustment-notes': adjustmentNotes,
  '0019-payment-reminders': paymentReminders,
  '0020-adjusted-invoices': adjustedInvoices,
  '0021-books': books,
  '0022-quote-revisions': quoteRevisions,
  '0023-gst-registration': gstRegistration,
  '0024-mail-sender': mailSender,
  '0025-notifications': notifications,
  '0026-invoice-paid-totals': invoicePaidTotals,
  '0027-bank-statements': bankStatements,
  '0028-bank-reconciliation': bankReconciliation,
  '0029-receipt-captures': receiptCaptures,
  '0030-home-office-diary': homeOfficeDiary,
  '0031-vehicles': vehicles,
  '0032-payg-instalments': paygInstalments,
  '0033-tax-year-figures': taxYearFigures,
  '0034-assets': assets,
  '0035-salary-and-wages': salaryAndWages,
  '0036-logbook-trips': logbookTrips,
  '0037-expense-vehicle': expenseVehicle,
};
