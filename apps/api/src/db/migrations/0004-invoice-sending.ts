import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Mails can carry attachments (an invoice's PDF), and every sending of an invoice is recorded.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  await db.schema
    .createTable('invoice_sendings')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('sent_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex('invoice_sendings_invoice')
    .on('invoice_sendings')
    .columns(['invoice_id', 'sent_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('invoice_sendings').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
}
