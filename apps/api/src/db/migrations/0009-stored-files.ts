import { binary, type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Uploaded files (profile images now, receipts next) live in the database rather than on one server's
// disk: several servers on one PostgreSQL see the same files, and a backup holds them. A file goes
// with its owner's account. Its name is the unguessable part of its URL.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('content', binary(db), (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('stored_files_user').on('stored_files').column('user_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
