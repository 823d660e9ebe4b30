import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// What the owner is told (issue 28): one row per event (a quote accepted, a document first viewed, an
// invoice gone overdue, a recurring invoice made or held, a reminder sent, a BAS period ended), read or
// not. `event_key` names the event (kind, subject, and step or period where one subject has several):
// unique per account, so the same event, told twice (a retry, two servers), is stored once. The owner
// chooses whether each is e-mailed too (`users.notify_by_email`, off at first).
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('event_key', 'text', (col) => col.notNull())
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('subject_number', 'text')
    .addColumn('subject_name', 'text')
    .addColumn('subject_date', 'text')
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('read_at', timestamp(db))
    .execute();
  await db.schema
    .createIndex('notifications_event')
    .on('notifications')
    .columns(['user_id', 'event_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('notifications_newest')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_by_email', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notify_by_email').execute();
  await db.schema.dropTable('notifications').execute();
}
