import type { Migration } from 'kysely';
import * as accounts from './2026-11-23-1-accounts.ts';
import * as businesses from './2026-11-23-2-businesses.ts';
import * as invoices from './2026-11-23-3-invoices.ts';
import * as invoiceSending from './2026-11-23-4-invoice-sending.ts';
import * as dashboard from './2026-11-23-5-dashboard.ts';
import * as support from './2026-11-23-6-support.ts';
import * as twoFactor from './2026-11-24-2-two-factor.ts';
import * as mailOutboxPrivacy from './2026-11-24-3-mail-outbox-privacy.ts';
import * as storedFiles from './2026-11-25-1-stored-files.ts';
import * as expensesAndLedger from './2026-11-25-2-expenses-and-ledger.ts';
import * as basLodgements from './2026-11-25-3-bas-lodgements.ts';
import * as taxProfiles from './2026-11-25-4-tax-profiles.ts';
import * as invoicePayments from './2026-11-26-1-invoice-payments.ts';
import * as businessLook from './2026-11-26-2-business-look.ts';
import * as quotes from './2026-11-27-1-quotes.ts';
import * as documentLinks from './2026-11-27-2-document-links.ts';
import * as recurringInvoices from './2026-11-27-3-recurring-invoices.ts';
import * as adjustmentNotes from './2026-11-27-4-adjustment-notes.ts';
import * as paymentReminders from './2026-11-27-5-payment-reminders.ts';
import * as adjustedInvoices from './2026-11-27-6-adjusted-invoices.ts';
import * as books from './2026-11-28-1-books.ts';
import * as quoteRevisions from './2026-11-28-2-quote-revisions.ts';
import * as gstRegistration from './2026-11-28-3-gst-registration.ts';

// Frozen, date-named migrations; Kysely runs them in the order of their names, so a day's migrations
// carry a sequence number. Never edit one that has shipped: add another. Each exports `up(db)` (and
// `down(db)` where reversible) and works on SQLite and PostgreSQL.
export const migrations: Record<string, Migration> = {
  '2026-11-23-1-accounts': accounts,
  '2026-11-23-2-businesses': businesses,
  '2026-11-23-3-invoices': invoices,
  '2026-11-23-4-invoice-sending': invoiceSending,
  '2026-11-23-5-dashboard': dashboard,
  '2026-11-23-6-support': support,
  '2026-11-24-2-two-factor': twoFactor,
  '2026-11-24-3-mail-outbox-privacy': mailOutboxPrivacy,
  '2026-11-25-1-stored-files': storedFiles,
  '2026-11-25-2-expenses-and-ledger': expensesAndLedger,
  '2026-11-25-3-bas-lodgements': basLodgements,
  '2026-11-25-4-tax-profiles': taxProfiles,
  '2026-11-26-1-invoice-payments': invoicePayments,
  '2026-11-26-2-business-look': businessLook,
  '2026-11-27-1-quotes': quotes,
  '2026-11-27-2-document-links': documentLinks,
  '2026-11-27-3-recurring-invoices': recurringInvoices,
  '2026-11-27-4-adjustment-notes': adjustmentNotes,
  '2026-11-27-5-payment-reminders': paymentReminders,
  '2026-11-27-6-adjusted-invoices': adjustedInvoices,
  '2026-11-28-1-books': books,
  '2026-11-28-2-quote-revisions': quoteRevisions,
  '2026-11-28-3-gst-registration': gstRegistration,
};
