import type { Db } from '../db/database.ts';
import type { Database, MailKind } from '../db/schema.ts';

// Everything a write endpoint may change. Left out: sessions (every request touches last_seen_at),
// rate_limits (every attempt counts), oauth_states and two_factor_challenges (sign-ins' throwaway
// state).
export const DATA_TABLES = [
  'users',
  'user_roles',
  'password_resets',
  'companies',
  'payment_details',
  'customers',
  'invoices',
  'invoice_items',
  'invoice_payments',
  'adjustment_notes',
  'invoice_counts',
  'invoice_sendings',
  'invoice_month_totals',
  'invoice_customer_totals',
  'invoice_due_totals',
  'invoice_paid_totals',
  'waitlists',
  'support_requests',
  'two_factor',
  'two_factor_recovery_codes',
  'stored_files',
  'expenses',
  'ledger_month_totals',
  'expense_category_totals',
  'bas_lodgements',
  'payg_instalment_options',
  'payg_instalment_variations',
  'payg_instalment_lodgements',
  'tax_profiles',
  'document_links',
  'recurring_schedules',
  'recurring_occurrences',
  'quotes',
  'quote_items',
  'quote_sendings',
  'quote_revisions',
  'notifications',
  'bank_accounts',
  'bank_imports',
  'bank_lines',
  'bank_rules',
  'receipt_captures',
  'supplier_memories',
  'home_office_days',
  'vehicles',
  'vehicle_years',
  'vehicle_logbooks',
  'vehicle_logbook_journeys',
  'tax_year_figures',
  'assets',
] as const satisfies ReadonlyArray<keyof Database>;

export type DataTable = (typeof DATA_TABLES)[number];

/**
 * The rows of the given data tables (as sorted JSON, so that row order does not matter), and which mails
 * are queued, but for the kinds left out: the mailer updates a queued mail's delivery columns on its own
 * schedule, so only ids count.
 */
export async function databaseSnapshot(
  db: Db,
  tables: readonly DataTable[] = DATA_TABLES,
  mailKindsLeftOut: readonly MailKind[] = [],
): Promise<Record<string, string[]>> {
  const [mails, ...contents] = await Promise.all([
    db.kysely
      .selectFrom('mail_outbox')
      .select('id')
      .$if(mailKindsLeftOut.length > 0, (query) => query.where('kind', 'not in', mailKindsLeftOut))
      .execute(),
    ...tables.map((table) => db.kysely.selectFrom(table).selectAll().execute()),
  ]);
  return {
    mail_outbox: mails.map((mail) => String(mail.id)).sort(),
    ...Object.fromEntries(
      tables.map((table, index) => [table, (contents[index] ?? []).map((row) => JSON.stringify(row)).sort()]),
    ),
  };
}
