import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Invoices and their items. An invoice keeps a copy of its business's and client's details as they
// were when it was saved, and its amounts in cents as computed from the items.
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestamp(db);
  const now = nowDefault(db);
  const id = primaryId(db);

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('ref', 'text')
    .addColumn('invoice_date', 'text', (col) => col.notNull())
    .addColumn('due_date', 'text', (col) => col.notNull())
    .addColumn('paid_date', 'text')
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('gst_registered', 'boolean', (col) => col.notNull())
    .addColumn('prices_include_gst', 'boolean', (col) => col.notNull())
    .addColumn('subtotal_cents', 'bigint', (col) => col.notNull())
    .addColumn('gst_cents', 'bigint', (col) => col.notNull())
    .addColumn('total_cents', 'bigint', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('payid', 'text')
    .addColumn('payid_name', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('bsb', 'text')
    .addColumn('account_number', 'text')
    .addColumn('account_name', 'text')
    .addColumn('company_details', 'text', (col) => col.notNull())
    .addColumn('customer_details', 'text')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('invoices_company_number', ['company_id', 'name'])
    .execute();
  await db.schema
    .createIndex('invoices_user_date')
    .on('invoices')
    .columns(['user_id', 'invoice_date', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_user_status_due')
    .on('invoices')
    .columns(['user_id', 'status', 'due_date'])
    .execute();
  await db.schema
    .createIndex('invoices_user_customer')
    .on('invoices')
    .columns(['user_id', 'customer_id', 'invoice_date'])
    .execute();

  await db.schema
    .createTable('invoice_items')
    .addColumn('id', 'integer', id)
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('quantity_milli', 'bigint', (col) => col.notNull())
    .addColumn('price_cents', 'bigint', (col) => col.notNull())
    .addColumn('taxable', 'boolean', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .execute();
  // How many invoices each user has, kept in the same transaction as every insert and delete, so the
  // unfiltered list need not count them on every request.
  await db.schema
    .createTable('invoice_counts')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('invoices', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createIndex('invoice_items_invoice')
    .on('invoice_items')
    .columns(['invoice_id', 'position'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('invoice_counts').execute();
  await db.schema.dropTable('invoice_items').execute();
  await db.schema.dropTable('invoices').execute();
}
