import type { MigrationDb } from './columns.ts';

// The outbox keeps no secret at rest: a delivered mail keeps only who, what and when (its body and
// attachments are erased), a mailed link's secret part is kept as a seed that is useless without
// SESSION_SECRET, and an account's mails go with the account. Invoice sendings are counted per account
// and hour for the mail limits, hence the index.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('kind', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('link_seed', 'text').execute();
  await db.schema.createIndex('mail_outbox_user').on('mail_outbox').column('user_id').execute();
  await db.schema
    .createIndex('invoice_sendings_user')
    .on('invoice_sendings')
    .columns(['user_id', 'sent_at'])
    .execute();
  // What was delivered before keeps its bodies (reset links, invoice PDFs) no longer.
  await db
    .updateTable('mail_outbox')
    .set({ text_body: '', html_body: '', attachments: null })
    .where('sent_at', 'is not', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('invoice_sendings_user').execute();
  await db.schema.dropIndex('mail_outbox_user').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('link_seed').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('kind').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('user_id').execute();
}
