import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Quotes and their items (issue 18), kept as invoices are: the business's and client's details copied
// as they were when saved, amounts in cents worked out from the items by the invoices' totals engine.
// The status is draft, sent, accepted or declined ("expired" is worked out from valid_until); an
// accepted quote turned into an invoice points at it, once.
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestamp(db);
  const now = nowDefault(db);
  const id = primaryId(db);

  await db.schema
    .createTable('quotes')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // A business is deleted only while it has no invoices (else archived): its quotes go with it.
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('issue_date', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .addColumn('note', 'text')
    .addColumn('gst_registered', 'boolean', (col) => col.notNull())
    .addColumn('prices_include_gst', 'boolean', (col) => col.notNull())
    .addColumn('subtotal_cents', 'bigint', (col) => col.notNull())
    .addColumn('gst_cents', 'bigint', (col) => col.notNull())
    .addColumn('total_cents', 'bigint', (col) => col.notNull())
    .addColumn('company_details', 'text', (col) => col.notNull())
    .addColumn('customer_details', 'text')
    .addColumn('sent_at', ts)
    .addColumn('decided_at', ts)
    .addColumn('converted_invoice_id', 'integer', (col) => col.references('invoices.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('quotes_company_number', ['company_id', 'number'])
    .execute();
  await db.schema
    .createIndex('quotes_user_date')
    .on('quotes')
    .columns(['user_id', 'issue_date', 'id'])
    .execute();

  await db.schema
    .createTable('quote_items')
    .addColumn('id', 'integer', id)
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('quantity_milli', 'bigint', (col) => col.notNull())
    .addColumn('price_cents', 'bigint', (col) => col.notNull())
    .addColumn('taxable', 'boolean', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('quote_items_quote')
    .on('quote_items')
    .columns(['quote_id', 'position'])
    .execute();

  // Each mailing of a quote; counted with the invoices' sendings against the account's mail limits.
  await db.schema
    .createTable('quote_sendings')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('sent_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('quote_sendings_user')
    .on('quote_sendings')
    .columns(['user_id', 'sent_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('quote_sendings').execute();
  await db.schema.dropTable('quote_items').execute();
  await db.schema.dropTable('quotes').execute();
}
