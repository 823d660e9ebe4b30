import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Support requests from the help page: kept, as well as e-mailed to the support address.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('invoice_ref', 'text')
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex('support_requests_user')
    .on('support_requests')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('support_requests').execute();
}
