// The names the first 23 migrations ran under until 2026-11-26: dated, and some dated days ahead, so a
// migration named on the day it was written would have sorted before them and been refused. A database
// that ran them keeps these names in kysely_migration; migrate.ts renames those rows to the numbered names
// once, before Kysely compares them with the files. Frozen: never add to it or change it.
export const previousNames: Readonly<Record<string, string>> = {
  '2026-11-23-1-accounts': '0001-accounts',
  '2026-11-23-2-businesses': '0002-businesses',
  '2026-11-23-3-invoices': '0003-invoices',
  '2026-11-23-4-invoice-sending': '0004-invoice-sending',
  '2026-11-23-5-dashboard': '0005-dashboard',
  '2026-11-23-6-support': '0006-support',
  '2026-11-24-2-two-factor': '0007-two-factor',
  '2026-11-24-3-mail-outbox-privacy': '0008-mail-outbox-privacy',
  '2026-11-25-1-stored-files': '0009-stored-files',
  '2026-11-25-2-expenses-and-ledger': '0010-expenses-and-ledger',
  '2026-11-25-3-bas-lodgements': '0011-bas-lodgements',
  '2026-11-25-4-tax-profiles': '0012-tax-profiles',
  '2026-11-26-1-invoice-payments': '0013-invoice-payments',
  '2026-11-26-2-business-look': '0014-business-look',
  '2026-11-27-1-quotes': '0015-quotes',
  '2026-11-27-2-document-links': '0016-document-links',
  '2026-11-27-3-recurring-invoices': '0017-recurring-invoices',
  '2026-11-27-4-adjustment-notes': '0018-adjustment-notes',
  '2026-11-27-5-payment-reminders': '0019-payment-reminders',
  '2026-11-27-6-adjusted-invoices': '0020-adjusted-invoices',
  '2026-11-28-1-books': '0021-books',
  '2026-11-28-2-quote-revisions': '0022-quote-revisions',
  '2026-11-28-3-gst-registration': '0023-gst-registration',
};
