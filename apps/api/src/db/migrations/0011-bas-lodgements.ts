import { sql } from 'kysely';
import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// BAS periods marked as lodged (issue 17): what was reported for the period, which locks it. A later
// change to a record of a lodged period shows as an adjustment on the next open BAS; `corrected_*`
// sums what later lodgements reported for this period, and `adjustment_*` what this lodgement
// reported for earlier ones (core's gst/bas-adjustments.ts).
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('bas_lodgements')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('period_key', 'text', (col) => col.notNull())
    .addColumn('first_month', 'text', (col) => col.notNull())
    .addColumn('last_month', 'text', (col) => col.notNull())
    .addColumn('basis', 'text', (col) => col.notNull())
    .addColumn('g1_cents', 'bigint', (col) => col.notNull())
    .addColumn('gst_on_sales_cents', 'bigint', (col) => col.notNull())
    .addColumn('gst_on_purchases_cents', 'bigint', (col) => col.notNull())
    .addColumn('adjustment_g1_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('adjustment_gst_on_sales_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('adjustment_gst_on_purchases_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('corrected_g1_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('corrected_gst_on_sales_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('corrected_gst_on_purchases_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('lodged_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('bas_lodgements_company_period', ['company_id', 'period_key'])
    .execute();
  await db.schema
    .createIndex('bas_lodgements_user_company')
    .on('bas_lodgements')
    .columns(['user_id', 'company_id', 'first_month'])
    .execute();
  // The BAS drill-down on the cash basis reads a business's invoices by the day they count (paid, or
  // issued when paid without a date) and its expenses by the day paid, a page at a time.
  await sql`create index invoices_user_company_cash_date on invoices
    (user_id, company_id, (coalesce(paid_date, invoice_date)))`.execute(db);
  await db.schema
    .createIndex('expenses_user_company_paid')
    .on('expenses')
    .columns(['user_id', 'company_id', 'paid_date'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('expenses_user_company_paid').execute();
  await db.schema.dropIndex('invoices_user_company_cash_date').execute();
  await db.schema.dropTable('bas_lodgements').execute();
}
