import { sql } from 'kysely';
import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// The books' write path (issue 26):
// - document_numbers: per business and kind, the last number issued. It only moves forward, so deleting
//   a draft never hands its number to the next document; filled here from what each business has issued.
// - record_history: who did what to an invoice, quote, expense or BAS period, written in the write's own
//   transaction and never updated; it outlives a voided or archived record (and goes with the account).
// - invoices.voided_on / void_reason: an issued invoice is voided, never deleted.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('document_numbers')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('last_number', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('document_numbers_key', ['company_id', 'kind'])
    .execute();
  for (const [kind, table, column] of [
    ['invoice', 'invoices', 'name'],
    ['quote', 'quotes', 'number'],
    ['adjustment-note', 'adjustment_notes', 'number'],
  ] as const) {
    // The newest document of each business (the same one the numbering read until now).
    await sql`
      insert into document_numbers (user_id, company_id, kind, last_number)
      select user_id, company_id, ${sql.lit(kind)}, ${sql.ref(column)} from ${sql.table(table)} newest
      where id = (select max(id) from ${sql.table(table)} other where other.company_id = newest.company_id)`.execute(
      db,
    );
  }

  await db.schema
    .createTable('record_history')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer')
    .addColumn('record_type', 'text', (col) => col.notNull())
    .addColumn('record_key', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex('record_history_record')
    .on('record_history')
    .columns(['user_id', 'record_type', 'record_key', 'id'])
    .execute();

  await db.schema.alterTable('invoices').addColumn('voided_on', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('void_reason', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('void_reason').execute();
  await db.schema.alterTable('invoices').dropColumn('voided_on').execute();
  await db.schema.dropTable('record_history').execute();
  await db.schema.dropTable('document_numbers').execute();
}
