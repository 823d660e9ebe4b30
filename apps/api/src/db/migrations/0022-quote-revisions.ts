import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Quote revisions and withdrawal (issue 26):
// - quotes.revision: 1 at first; an edit of a sent quote that changes what it prints moves it on, so the
//   client's answer can name the revision they saw (a conditional update checks it).
// - quote_revisions: each revision a later one replaced, as it printed (JSON: number, dates, note, the
//   business's and client's details, items and totals), kept with when it was replaced.
// - quotes.withdrawn_at / withdraw_reason: a sent quote is withdrawn (status 'withdrawn'), never deleted.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('quotes')
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('quotes').addColumn('withdrawn_at', timestamp(db)).execute();
  await db.schema.alterTable('quotes').addColumn('withdraw_reason', 'text').execute();

  await db.schema
    .createTable('quote_revisions')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('quote_revisions_quote_revision', ['quote_id', 'revision'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('quote_revisions').execute();
  // Withdrawn quotes go back to sent, the status the schema before this knew.
  await db.updateTable('quotes').set({ status: 'sent' }).where('status', '=', 'withdrawn').execute();
  await db.schema.alterTable('quotes').dropColumn('withdraw_reason').execute();
  await db.schema.alterTable('quotes').dropColumn('withdrawn_at').execute();
  await db.schema.alterTable('quotes').dropColumn('revision').execute();
}
