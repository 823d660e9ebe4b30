import { sql } from 'kysely';
import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Expenses, each business's BAS settings, and the running totals the BAS and the profit and loss read
// (issue 17): per business, accounting basis and month, kept in the transaction of every write of an
// invoice or an expense (repositories/ledger-totals.repository.ts), so that a period's figures are a
// sum of a few rows at any number of records.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('expenses')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('expense_date', 'text', (col) => col.notNull())
    .addColumn('supplier_name', 'text', (col) => col.notNull())
    .addColumn('supplier_abn', 'text')
    .addColumn('description', 'text')
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('gst_cents', 'bigint', (col) => col.notNull())
    .addColumn('business_use_percent', 'integer', (col) => col.notNull())
    .addColumn('paid_date', 'text')
    .addColumn('due_date', 'text')
    .addColumn('receipt_file_id', 'integer', (col) => col.references('stored_files.id').onDelete('set null'))
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex('expenses_user_date')
    .on('expenses')
    .columns(['user_id', 'expense_date', 'id'])
    .execute();
  await db.schema
    .createIndex('expenses_company_date')
    .on('expenses')
    .columns(['company_id', 'expense_date'])
    .execute();

  // How a GST-registered business reports: quarterly on the cash basis unless it chooses otherwise.
  await db.schema
    .alterTable('companies')
    .addColumn('bas_reporting_period', 'text', (col) => col.notNull().defaultTo('quarterly'))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('bas_accounting_basis', 'text', (col) => col.notNull().defaultTo('cash'))
    .execute();

  // G1, 1A and 1B per business, basis ('cash' | 'accruals') and month (YYYY-MM).
  await db.schema
    .createTable('ledger_month_totals')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('basis', 'text', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('sales_cents', 'bigint', (col) => col.notNull())
    .addColumn('gst_on_sales_cents', 'bigint', (col) => col.notNull())
    .addColumn('gst_on_purchases_cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('ledger_month_totals_pk', ['user_id', 'company_id', 'basis', 'month'])
    .execute();
  // Expenses excluding GST × business use per business, basis, month and category.
  await db.schema
    .createTable('expense_category_totals')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('basis', 'text', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('expense_count', 'integer', (col) => col.notNull())
    .addColumn('deductible_cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('expense_category_totals_pk', [
      'user_id',
      'company_id',
      'basis',
      'month',
      'category',
    ])
    .execute();

  // The invoices already there: accruals by the month issued, cash by the month paid (the same sums as
  // the rebuild).
  await sql`
    insert into ledger_month_totals
      (user_id, company_id, basis, month, sales_cents, gst_on_sales_cents, gst_on_purchases_cents)
    select user_id, company_id, 'accruals', substr(invoice_date, 1, 7), sum(total_cents), sum(gst_cents), 0
    from invoices group by user_id, company_id, substr(invoice_date, 1, 7)`.execute(db);
  await sql`
    insert into ledger_month_totals
      (user_id, company_id, basis, month, sales_cents, gst_on_sales_cents, gst_on_purchases_cents)
    select user_id, company_id, 'cash', substr(coalesce(paid_date, invoice_date), 1, 7), sum(total_cents),
      sum(gst_cents), 0
    from invoices where status <> 0
    group by user_id, company_id, substr(coalesce(paid_date, invoice_date), 1, 7)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('expense_category_totals').execute();
  await db.schema.dropTable('ledger_month_totals').execute();
  await db.schema.alterTable('companies').dropColumn('bas_accounting_basis').execute();
  await db.schema.alterTable('companies').dropColumn('bas_reporting_period').execute();
  await db.schema.dropTable('expenses').execute();
}
