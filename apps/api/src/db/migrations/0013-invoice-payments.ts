import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Part payments (issue 18): each payment received against an invoice, and the invoice's running
// `paid_cents` (kept in each payment's transaction) so that lists show paid and balance without a
// query per row. An invoice already marked paid gets one payment of its total on the day it was paid
// (its invoice date when none was kept): the totals stay exactly as they were.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('invoice_payments')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('paid_on', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex('invoice_payments_invoice')
    .on('invoice_payments')
    .columns(['invoice_id', 'paid_on', 'id'])
    .execute();
  await db.schema
    .createIndex('invoice_payments_user')
    .on('invoice_payments')
    .columns(['user_id', 'paid_on'])
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('paid_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('invoice_payments')
    .columns(['user_id', 'invoice_id', 'paid_on', 'amount_cents', 'method'])
    .expression((eb) =>
      eb
        .selectFrom('invoices')
        .select((inner) => [
          'user_id',
          'id',
          inner.fn.coalesce('paid_date', 'invoice_date').as('paid_on'),
          'total_cents',
          inner.val('other').as('method'),
        ])
        .where('status', '<>', 0)
        .orderBy('id'),
    )
    .execute();
  await db
    .updateTable('invoices')
    .set((eb) => ({ paid_cents: eb.ref('total_cents') }))
    .where('status', '<>', 0)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('paid_cents').execute();
  await db.schema.dropTable('invoice_payments').execute();
}
