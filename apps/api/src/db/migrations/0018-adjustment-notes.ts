import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Adjustment notes (issue 18): a GST-registered business reduces or cancels an issued tax invoice with a
// numbered note of its own ("AN-0001", per business). A note is an issued document: it is never edited
// or deleted (a wrong one is corrected by the next), and goes only with its invoice. The invoice keeps
// the running sum of its notes (`adjusted_cents`, kept in each note's transaction) so that lists show
// the balance due without a query per row.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('adjustment_notes')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('issued_on', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('gst_cents', 'bigint', (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('adjustment_notes_company_number', ['company_id', 'number'])
    .execute();
  await db.schema
    .createIndex('adjustment_notes_invoice')
    .on('adjustment_notes')
    .columns(['invoice_id', 'issued_on', 'id'])
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('adjusted_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('adjusted_cents').execute();
  await db.schema.dropTable('adjustment_notes').execute();
}
