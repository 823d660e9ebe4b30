import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Receipts read without typing (issue 30).
//
// - receipt_captures: a receipt snapped or uploaded and not yet an expense. Its file is kept at once (the
//   upload answers before it is read); the reading is queued in the row itself, so any server may take
//   it: `state` is reading until the text is read (or given up: failed), and `next_attempt_at` is when a
//   server may next take it — a server taking it moves it on by a lease, so one killed mid-read leaves it
//   to be taken again when the lease runs out. `reading` is JSON: the lines read and what they say.
//   Confirmed, the capture's file becomes the expense's receipt and the row goes.
// - supplier_memories: what the owner last chose for a supplier's ABN (name, category, business use,
//   business), so the second receipt from a supplier comes prefilled.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('receipt_captures')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp(db), (col) => col.notNull())
    .addColumn('reading', 'text')
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  // The owner's inbox, newest first; the readers' queue, oldest due first.
  await db.schema
    .createIndex('receipt_captures_user')
    .on('receipt_captures')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('receipt_captures_queue')
    .on('receipt_captures')
    .columns(['state', 'next_attempt_at', 'id'])
    .execute();

  await db.schema
    .createTable('supplier_memories')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('abn', 'text', (col) => col.notNull())
    .addColumn('supplier_name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('business_use_percent', 'integer', (col) => col.notNull())
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('supplier_memories_pk', ['user_id', 'abn'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('supplier_memories').execute();
  await db.schema.dropTable('receipt_captures').execute();
}
