import type { Generated } from 'kysely';

// The tables Kysely knows about; each migration that adds a table adds its interface here.
// Timestamps are ISO-8601 UTC strings on both dialects (see database.ts for PostgreSQL's parser).

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  email_verified_at: string | null;
  password_hash: string | null;
  google_subject: string | null;
  locale: Generated<string>;
  profile_image: string | null;
  /** Whether each notification is e-mailed too (the bell has them all the same). */
  notify_by_email: Generated<boolean | number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface UserRolesTable {
  user_id: number;
  role: string;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  remember: boolean | number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface OAuthStatesTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  expires_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  hits: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** Empty once delivered: the outbox keeps no mail's content after it went out. */
  text_body: string;
  html_body: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  /** JSON: [{ filename, contentType, content (base64) }], or null. */
  attachments: string | null;
  created_at: Generated<string>;
  /** The account the mail is for or from; its mails go with it. */
  user_id: number | null;
  kind: MailKind | null;
  /** What a mailed link's secret part is computed from at delivery (with SESSION_SECRET); null after. */
  link_seed: string | null;
  /** The sender's display name (a business writing to its client), on the server's own address. */
  sender_name: string | null;
  /** Where replies go (the business's e-mail); null: no Reply-To. */
  reply_to: string | null;
}

export type MailKind =
  | 'verify'
  | 'reset'
  | 'security'
  | 'invoice'
  | 'reminder'
  | 'support'
  | 'quote'
  | 'notification';

export interface InvoiceSendingsTable {
  id: Generated<number>;
  user_id: number;
  invoice_id: number;
  kind: 'invoice' | 'reminder';
  recipient: string;
  /** An automatic reminder's step (days from the due date); null for a mail the user sent. */
  reminder_step: number | null;
  sent_at: Generated<string>;
}

export interface CompaniesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  email: string | null;
  abn: string;
  phone: string | null;
  address: string | null;
  gst_registered: Generated<boolean | number>;
  /** The first day registered for GST (YYYY-MM-DD); the BAS starts there. Null when never registered. */
  gst_registered_from: Generated<string | null>;
  /** 'monthly' | 'quarterly' | 'annual' (core's gst/bas-periods.ts). */
  bas_reporting_period: Generated<string>;
  /** 'cash' | 'accruals'. */
  bas_accounting_basis: Generated<string>;
  /** 'sole-trader' | 'partnership' | 'company' (core's tax/business.ts). */
  business_type: Generated<string>;
  /** A partnership: the user's share of its profit, 1–100. */
  partnership_share_percent: number | null;
  /** A company: 'base' (25%) or 'full' (30%). */
  company_tax_rate: Generated<string>;
  /** Its logo (a PNG in stored_files), drawn on its PDFs. */
  logo_file_id: number | null;
  /** "#RRGGBB" for its PDFs' title and rules; null is the plain look. */
  accent_color: string | null;
  /** Automatic payment reminders chosen; `reminder_steps` is their plan (core's reminders/reminder-plan.ts). */
  reminders_enabled: Generated<boolean | number>;
  /** A JSON array of days from the due date, e.g. [-3,0,7,14]. */
  reminder_steps: Generated<string>;
  archived_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface PaymentDetailsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  payid: string;
  payid_type: string;
  name: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface CustomersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  email: string | null;
  abn: string | null;
  phone: string | null;
  address: string | null;
  archived_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** What a document (an invoice, a quote) sums up from its lines: the same columns for every kind. */
interface DocumentTotalsColumns {
  note: string | null;
  gst_registered: boolean | number;
  prices_include_gst: boolean | number;
  subtotal_cents: number;
  gst_cents: number;
  total_cents: number;
}

export interface InvoicesTable extends DocumentTotalsColumns {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  customer_id: number | null;
  name: string;
  ref: string | null;
  invoice_date: string;
  due_date: string;
  paid_date: string | null;
  status: number;
  /** The sum of the invoice's payments, kept in each payment's transaction. */
  paid_cents: Generated<number>;
  /** The sum of the invoice's adjustment notes, kept in each note's transaction. */
  adjusted_cents: Generated<number>;
  payment_method: string;
  payid: string | null;
  payid_name: string | null;
  bank_name: string | null;
  bsb: string | null;
  account_number: string | null;
  account_name: string | null;
  /** JSON: the business as it was when the invoice was saved. */
  company_details: string;
  /** JSON: the client as it was when the invoice was saved. */
  customer_details: string | null;
  /** The day an issued invoice was voided (it keeps its number and leaves the totals); null otherwise. */
  voided_on: Generated<string | null>;
  void_reason: Generated<string | null>;
  /** core's invoiceNumberValue of `name`, kept by the invoices' repository: how a narrative finds it. */
  number_value: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface InvoicePaymentsTable {
  id: Generated<number>;
  user_id: number;
  invoice_id: number;
  /** YYYY-MM-DD */
  paid_on: string;
  amount_cents: number;
  /** bank-transfer, payid, card, cash or other */
  method: string;
  note: string | null;
  /** The bank line it was reconciled from (issue 29); null when typed in. */
  bank_line_id: number | null;
  created_at: Generated<string>;
}

/** A line of a document (an invoice's, a quote's): the same columns for every kind. */
interface DocumentLineColumns {
  id: Generated<number>;
  position: number;
  name: string;
  description: string | null;
  quantity_milli: number;
  price_cents: number;
  taxable: boolean | number;
  amount_cents: number;
}

export interface InvoiceItemsTable extends DocumentLineColumns {
  invoice_id: number;
}

export interface InvoiceCountsTable {
  user_id: number;
  invoices: number;
}

/** Paid invoices of a user by the month their income counts in (paid date, else invoice date). */
export interface InvoiceMonthTotalsTable {
  user_id: number;
  /** YYYY-MM */
  month: string;
  paid_count: number;
  paid_cents: number;
}

/** Paid invoices of a user by client. */
export interface InvoiceCustomerTotalsTable {
  user_id: number;
  customer_id: number;
  paid_count: number;
  paid_cents: number;
}

/** A user's invoices paid in full (not voided): how many, and what they received. */
export interface InvoicePaidTotalsTable {
  user_id: number;
  paid_count: number;
  paid_cents: number;
}

/** Unpaid invoices of a user by due date. */
export interface InvoiceDueTotalsTable {
  user_id: number;
  due_date: string;
  unpaid_count: number;
  unpaid_cents: number;
}

export interface ExpensesTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  /** The supplier's invoice date: when it was incurred. */
  expense_date: string;
  supplier_name: string;
  supplier_abn: string | null;
  description: string | null;
  /** One of core's EXPENSE_CATEGORIES. */
  category: string;
  /** Paid, including GST. */
  amount_cents: number;
  gst_cents: number;
  business_use_percent: number;
  /** Null for a bill not paid yet (it then has a due date). */
  paid_date: string | null;
  due_date: string | null;
  receipt_file_id: number | null;
  /** The bank line it was made from or that paid it (issue 29); null otherwise. */
  bank_line_id: Generated<number | null>;
  /** The vehicle a motor-vehicle expense is for (issue 31); null when not said, or the vehicle was deleted. */
  vehicle_id: Generated<number | null>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** G1, 1A and 1B of a business per accounting basis and month. */
export interface LedgerMonthTotalsTable {
  user_id: number;
  company_id: number;
  basis: string;
  /** YYYY-MM */
  month: string;
  sales_cents: number;
  gst_on_sales_cents: number;
  gst_on_purchases_cents: number;
}

/** A BAS period marked as lodged: what it reported, which locks the period. */
export interface BasLodgementsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  /** core's BasPeriod key: "2026-08", "2026-Q3", "FY2026". */
  period_key: string;
  first_month: string;
  last_month: string;
  /** 'cash' | 'accruals', as the business reported then. */
  basis: string;
  g1_cents: number;
  gst_on_sales_cents: number;
  gst_on_purchases_cents: number;
  /** Corrections of earlier lodged periods this BAS reported. */
  adjustment_g1_cents: Generated<number>;
  adjustment_gst_on_sales_cents: Generated<number>;
  adjustment_gst_on_purchases_cents: Generated<number>;
  /** Corrections of this period reported on later BASs. */
  corrected_g1_cents: Generated<number>;
  corrected_gst_on_sales_cents: Generated<number>;
  corrected_gst_on_purchases_cents: Generated<number>;
  lodged_at: Generated<string>;
}

/** The PAYG instalment option of a business's financial year (core's tax-time/payg-instalments.ts). */
export interface PaygInstalmentOptionsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  /** The financial year's first calendar year: 2025 for 2025-26. */
  year_start: number;
  /** 'amount' | 'rate'. */
  option: string;
  t7_cents: number | null;
  /** Hundredths of a per cent. */
  t2_basis_points: number | null;
  updated_at: Generated<string>;
}

/** A quarter's PAYG instalment varied: T8 (amount option) or T3 (rate option), with the reason T4. */
export interface PaygInstalmentVariationsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  period_key: string;
  t8_cents: number | null;
  t3_basis_points: number | null;
  t4: string;
  updated_at: Generated<string>;
}

/** A quarter's PAYG instalment labels as lodged with its BAS: locked, and paid for the set-aside. */
export interface PaygInstalmentLodgementsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  period_key: string;
  year_start: number;
  option: string;
  t1_cents: number | null;
  t2_basis_points: number | null;
  t3_basis_points: number | null;
  t11_cents: number | null;
  t7_cents: number | null;
  t8_cents: number | null;
  t9_cents: number | null;
  t4: string | null;
  a5_cents: number;
  b5_cents: number;
  lodged_at: Generated<string>;
}

/** Expenses excluding GST × business use, per business, basis, month and category. */
export interface ExpenseCategoryTotalsTable {
  user_id: number;
  company_id: number;
  basis: string;
  month: string;
  category: string;
  expense_count: number;
  deductible_cents: number;
}

export interface WaitlistsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: Generated<string>;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  message: string;
  invoice_ref: string | null;
  /** The language the user wrote in (their interface language). */
  locale: string;
  created_at: Generated<string>;
}

/** A user's authenticator: pending until its first code is confirmed (enabled_at). */
export interface TwoFactorTable {
  user_id: number;
  /** The TOTP secret, sealed by lib/secret-box.ts; never stored in plain. */
  secret_ciphertext: string;
  enabled_at: string | null;
  /** The time step of the last code accepted; codes of it or earlier are refused. */
  last_used_step: number | null;
  created_at: Generated<string>;
}

export interface TwoFactorRecoveryCodesTable {
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A sign-in past its password (or Google), waiting for the second step; keyed by the cookie's hash. */
export interface TwoFactorChallengesTable {
  token_hash: string;
  user_id: number;
  remember: boolean | number;
  expires_at: string;
}

export interface StoredFilesTable {
  id: Generated<number>;
  user_id: number;
  /** The unguessable file name its URL carries. */
  name: string;
  kind: string;
  content_type: string;
  byte_size: number;
  content: Uint8Array;
  created_at: Generated<string>;
}

/** The person's residency and Medicare levy for the set-aside estimate; no row: resident, with the levy. */
export interface TaxProfilesTable {
  user_id: number;
  residency: Generated<string>;
  medicare_levy: Generated<boolean | number>;
  updated_at: Generated<string>;
}

/** The figures of a financial year only the person knows (issue 31); amounts in cents. */
export interface TaxYearFiguresTable {
  user_id: number;
  financial_year: string;
  super_contributions: Generated<number>;
  employer_super: Generated<number>;
  super_carry_forward: Generated<number>;
  super_notice_acknowledged: Generated<boolean | number>;
  payg_withheld: Generated<number>;
  salary_wages: Generated<number>;
  updated_at: Generated<string>;
}

/** A link to one document for its client (the client's page); see the 2026-11-27-2 migration. */
export interface DocumentLinksTable {
  id: Generated<number>;
  user_id: number;
  /** 'invoice' or 'quote' */
  kind: string;
  document_id: number;
  /** The token is HMAC(SESSION_SECRET, seed): the seed alone opens nothing. */
  seed: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  created_at: Generated<string>;
  revoked_at: string | null;
  view_count: Generated<number>;
  last_viewed_at: string | null;
}

export interface AdjustmentNotesTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  invoice_id: number;
  /** "AN-0001", unique per business. */
  number: string;
  /** YYYY-MM-DD */
  issued_on: string;
  reason: string;
  /** 'reduce' | 'cancel' */
  kind: string;
  /** Including GST. */
  amount_cents: number;
  gst_cents: number;
  created_at: Generated<string>;
}

export interface RecurringSchedulesTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  customer_id: number;
  /** weekly, fortnightly, monthly, quarterly or yearly */
  frequency: string;
  /** YYYY-MM-DD: occurrence 0, from which every occurrence's date is counted */
  start_date: string;
  end_date: string | null;
  max_count: number | null;
  due_days: number;
  send_automatically: boolean | number;
  /** active, paused or ended */
  status: string;
  /** The occurrence the runner makes next, and its date. */
  next_index: number;
  next_date: string;
  made_count: Generated<number>;
  /** JSON: the invoice's contents (items, note, ref, prices_include_gst, payment method and details). */
  template: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export type QuoteStatusValue = 'draft' | 'sent' | 'accepted' | 'declined' | 'withdrawn';

export interface QuotesTable extends DocumentTotalsColumns {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  customer_id: number | null;
  number: string;
  issue_date: string;
  valid_until: string;
  status: Generated<QuoteStatusValue>;
  /** JSON, as on invoices: the business and client when the quote was saved. */
  company_details: string;
  customer_details: string | null;
  sent_at: string | null;
  decided_at: string | null;
  converted_invoice_id: number | null;
  /** 1 at first; an edit of a sent quote that changes what it prints makes the next (quote_revisions). */
  revision: Generated<number>;
  withdrawn_at: string | null;
  withdraw_reason: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A revision of a quote a later one replaced, as it printed. */
export interface QuoteRevisionsTable {
  id: Generated<number>;
  user_id: number;
  quote_id: number;
  revision: number;
  /** JSON: core's QuotePrintedContent. */
  content: string;
  /** When a later revision replaced it. */
  created_at: Generated<string>;
}

export interface RecurringOccurrencesTable {
  id: Generated<number>;
  schedule_id: number;
  occurrence_index: number;
  invoice_id: number | null;
  issued_on: string;
  sent: boolean | number;
  unsent_reason: string | null;
  created_at: Generated<string>;
}

export interface QuoteItemsTable extends DocumentLineColumns {
  quote_id: number;
}

export interface QuoteSendingsTable {
  id: Generated<number>;
  user_id: number;
  quote_id: number;
  recipient: string;
  sent_at: Generated<string>;
}

/** Per business and kind, the last number issued; it never goes back (books/numbering). */
export interface DocumentNumbersTable {
  user_id: number;
  company_id: number;
  /** invoice, quote or adjustment-note */
  kind: string;
  last_number: string;
}

/** What happened to a record, written in the write's transaction and never changed (books/history). */
export interface RecordHistoryTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  /** invoice, quote, expense or bas-period */
  record_type: string;
  /** The record's id, or for a BAS period `<company id>:<period key>`. */
  record_key: string;
  action: string;
  /** owner, client or system */
  actor: string;
  /** JSON: what the entry says besides its action (fields changed, recipient, amount…). */
  details: Generated<string>;
  created_at: Generated<string>;
}

/** What the owner is told: one row per event (`event_key`, unique per account), read or not. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  /** core's NotificationKind */
  kind: string;
  /** The event: kind, subject and (where one subject has several) its step or period. */
  event_key: string;
  /** invoice, quote, recurring or bas-period */
  subject_type: string;
  /** The record's id (a BAS period's: its business's). */
  subject_id: string;
  /** The document's number, or a BAS period's key. */
  subject_number: string | null;
  /** The client's name (a BAS period: the business's). */
  subject_name: string | null;
  /** A due date the text names (YYYY-MM-DD). */
  subject_date: string | null;
  created_at: Generated<string>;
  read_at: string | null;
}

/** A business's bank account (issue 29); statements are imported into it. */
export interface BankAccountsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  name: string;
  /** 6 digits, or null. */
  bsb: string | null;
  /** Digits only; never sent whole in an answer (masked to its last four). */
  account_number: string | null;
  opening_balance_cents: number;
  opening_date: string;
  /** JSON: core's ColumnMapping, saved by the last import that needed one; null for none. */
  column_mapping: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** One statement file imported into a bank account, and what it added; undone ones stay, marked. */
export interface BankImportsTable {
  id: Generated<number>;
  user_id: number;
  bank_account_id: number;
  /** The statement as uploaded (stored_files); null once undone. */
  stored_file_id: number | null;
  file_name: string;
  /** core's StatementFormat */
  format: string;
  new_count: number;
  duplicate_count: number;
  skipped_count: number;
  first_date: string | null;
  last_date: string | null;
  /** JSON: the balance gaps found at the import (see bank-imports.repository.ts). */
  gaps: string;
  created_at: Generated<string>;
  undone_at: string | null;
  /** Null while its lines are still being written (they are hidden meanwhile; see import-statement.ts). */
  completed_at: string | null;
}

export type BankLineStatus = 'unreconciled' | 'reconciled';
/** As stored: a line of an import still being written is 'importing', which no reader shows. */
type StoredBankLineStatus = BankLineStatus | 'importing';

/** One transaction of a bank account, as a statement gave it. */
export interface BankLinesTable {
  id: Generated<number>;
  user_id: number;
  bank_account_id: number;
  import_id: number;
  date: string;
  /** Signed: money in is positive. */
  amount_cents: number;
  description: string;
  balance_cents: number | null;
  /** The bank's own id (OFX FITID), when the file has one. */
  bank_id: string | null;
  /** What the line is known by (core's identifyLines): unique per account. */
  content_key: string;
  bank_key: string | null;
  /** Its line in the file it came from. */
  source_line: number;
  status: Generated<StoredBankLineStatus>;
  /** What it became once reconciled (core's ReconcileKind); null while unreconciled. */
  reconciled_kind: Generated<string | null>;
  reconciled_at: Generated<string | null>;
  created_at: Generated<string>;
}

/** A receipt snapped or uploaded, waiting to be read or confirmed as an expense (issue 30). */
export interface ReceiptCapturesTable {
  id: Generated<number>;
  user_id: number;
  file_id: number;
  /** The name it was uploaded with: how the owner knows it in the inbox. */
  file_name: string;
  /** reading (queued or being read), read, or failed (given up). */
  state: string;
  /** How many times a server has taken it to read. */
  attempts: Generated<number>;
  /** When a server may take it (next): now when queued, a lease ahead once taken. */
  next_attempt_at: string;
  /** JSON: the lines read and what they say (features/receipts' ReceiptReadingRecord); null until read. */
  reading: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** What the owner last chose for a supplier's ABN (issue 30). */
export interface SupplierMemoriesTable {
  user_id: number;
  abn: string;
  supplier_name: string;
  category: string;
  business_use_percent: number;
  company_id: number | null;
  updated_at: Generated<string>;
}

/** A bank rule (issue 29): a narrative like this is that, in the owner's order. */
export interface BankRulesTable {
  id: Generated<number>;
  user_id: number;
  /** Null: every business of the owner's. */
  company_id: number | null;
  position: number;
  /** JSON: core's RuleCondition[]. */
  conditions: string;
  match_all: boolean | number;
  /** spend, receive or any */
  direction: string;
  /** JSON: core's RuleAction. */
  action: string;
  /** Learnt from a decision rather than written by the owner. */
  learnt: boolean | number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A day of the owner's working-from-home diary (issue 31): its time at home in whole minutes. */
export interface HomeOfficeDaysTable {
  id: Generated<number>;
  user_id: number;
  /** YYYY-MM-DD, one row per owner and day. */
  date: string;
  /** 1 to 1440. */
  minutes: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A vehicle of one of the owner's businesses (issue 31): a car or not by its payload and passengers. */
export interface VehiclesTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  name: string;
  payload_kg: number;
  passengers: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A vehicle's method and figures for a financial year ("2025-26"). */
export interface VehicleYearsTable {
  vehicle_id: number;
  user_id: number;
  financial_year: string;
  /** 'cents_per_km' | 'logbook' | 'actual_costs' (core's schemas/vehicles.ts). */
  method: string;
  business_km: number | null;
  logbook_start: string | null;
  logbook_end: string | null;
  logbook_business_km: number | null;
  logbook_total_km: number | null;
  /** Basis points: 6250 = 62.50%. */
  business_use_bps: number | null;
  /** 'totals' | 'trips' (core's LOGBOOK_SOURCES); null on years saved before journeys could be entered. */
  logbook_source: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A vehicle's logbook kept journey by journey (one a vehicle). */
export interface VehicleLogbooksTable {
  vehicle_id: number;
  user_id: number;
  start_date: string;
  end_date: string;
  odometer_start: number;
  odometer_end: number;
  /** The financial year it is kept for ("2025-26"). */
  kept_for_year: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A business journey of a vehicle's logbook. */
export interface VehicleLogbookJourneysTable {
  id: Generated<number>;
  user_id: number;
  vehicle_id: number;
  start_date: string;
  end_date: string;
  odometer_start: number;
  odometer_end: number;
  purpose: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** An asset of the register (issue 31): cost in cents, business use in bps, effective life in months. */
export interface AssetsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  expense_id: number | null;
  name: string;
  cost_cents: number;
  first_used: string;
  business_use_bps: number;
  effective_life_months: number;
  /** One of core's ASSET_METHODS. */
  method: string;
  is_car: Generated<boolean | number>;
  disposed_on: string | null;
  proceeds_cents: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface Database {
  assets: AssetsTable;
  home_office_days: HomeOfficeDaysTable;
  vehicles: VehiclesTable;
  vehicle_years: VehicleYearsTable;
  vehicle_logbooks: VehicleLogbooksTable;
  vehicle_logbook_journeys: VehicleLogbookJourneysTable;
  bank_accounts: BankAccountsTable;
  bank_imports: BankImportsTable;
  bank_lines: BankLinesTable;
  bank_rules: BankRulesTable;
  receipt_captures: ReceiptCapturesTable;
  supplier_memories: SupplierMemoriesTable;
  notifications: NotificationsTable;
  document_numbers: DocumentNumbersTable;
  record_history: RecordHistoryTable;
  document_links: DocumentLinksTable;
  adjustment_notes: AdjustmentNotesTable;
  recurring_schedules: RecurringSchedulesTable;
  recurring_occurrences: RecurringOccurrencesTable;
  quotes: QuotesTable;
  quote_items: QuoteItemsTable;
  quote_sendings: QuoteSendingsTable;
  quote_revisions: QuoteRevisionsTable;

  tax_profiles: TaxProfilesTable;
  tax_year_figures: TaxYearFiguresTable;
  stored_files: StoredFilesTable;
  expenses: ExpensesTable;
  ledger_month_totals: LedgerMonthTotalsTable;
  bas_lodgements: BasLodgementsTable;
  payg_instalment_options: PaygInstalmentOptionsTable;
  payg_instalment_variations: PaygInstalmentVariationsTable;
  payg_instalment_lodgements: PaygInstalmentLodgementsTable;
  expense_category_totals: ExpenseCategoryTotalsTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  support_requests: SupportRequestsTable;
  invoice_month_totals: InvoiceMonthTotalsTable;
  invoice_customer_totals: InvoiceCustomerTotalsTable;
  invoice_due_totals: InvoiceDueTotalsTable;
  invoice_paid_totals: InvoicePaidTotalsTable;
  waitlists: WaitlistsTable;
  invoice_sendings: InvoiceSendingsTable;
  invoice_counts: InvoiceCountsTable;
  invoices: InvoicesTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_items: InvoiceItemsTable;
  companies: CompaniesTable;
  payment_details: PaymentDetailsTable;
  customers: CustomersTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  oauth_states: OAuthStatesTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
}
