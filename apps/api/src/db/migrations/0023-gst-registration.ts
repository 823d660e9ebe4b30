import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';

// GST registration has a date (issue 26 §3): companies.gst_registered_from, the first day registered;
// the BAS starts there (core's gst/gst-registration.ts). A business registered already gets the first
// day of the month of its earliest dated record (an invoice's date, a payment, an adjustment note, an
// expense's date or payment, a lodged period's first month), or of the month it was created when it
// has none: nothing of its books is dated before that, so no figure and no lodged period changes, and
// every registered business has a date (the form asks for it; nothing has to read null as "always").
// The owner corrects it in the business's details (a change reaching a lodged period asks first).
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('companies').addColumn('gst_registered_from', 'text').execute();
  await sql`
    update companies set gst_registered_from = coalesce(
      (select substr(min(day), 1, 7) || '-01' from (
        select invoice_date as day from invoices where invoices.company_id = companies.id
        union all
        select invoice_payments.paid_on from invoice_payments
          join invoices on invoices.id = invoice_payments.invoice_id
          where invoices.company_id = companies.id
        union all
        select issued_on from adjustment_notes where adjustment_notes.company_id = companies.id
        union all
        select expense_date from expenses where expenses.company_id = companies.id
        union all
        select paid_date from expenses where expenses.company_id = companies.id and paid_date is not null
        union all
        select first_month || '-01' from bas_lodgements where bas_lodgements.company_id = companies.id
      ) as dated),
      substr(cast(created_at as text), 1, 7) || '-01')
    where gst_registered = ${sql.lit(true)}`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('gst_registered_from').execute();
}
