import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Recurring invoices (issue 18): a schedule on a client, and each invoice it has made. The job runner
// makes occurrence `next_index` (dated `next_date`) in one transaction that moves the schedule on only
// if it still stands where it was read; UNIQUE(schedule_id, occurrence_index) makes sure no occurrence is
// made twice whatever happens. What each invoice holds (items, note, how to pay) is the schedule's
// `template`, JSON in the shape of the invoice form's, read only as a whole.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('recurring_schedules')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('frequency', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text')
    .addColumn('max_count', 'integer')
    .addColumn('due_days', 'integer', (col) => col.notNull())
    .addColumn('send_automatically', 'boolean', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('next_index', 'integer', (col) => col.notNull())
    .addColumn('next_date', 'text', (col) => col.notNull())
    .addColumn('made_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('template', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  // The runner's question: which active schedules are due by today.
  await db.schema
    .createIndex('recurring_schedules_due')
    .on('recurring_schedules')
    .columns(['status', 'next_date'])
    .execute();
  await db.schema
    .createIndex('recurring_schedules_customer')
    .on('recurring_schedules')
    .columns(['user_id', 'customer_id'])
    .execute();
  await db.schema
    .createTable('recurring_occurrences')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('schedule_id', 'integer', (col) =>
      col.notNull().references('recurring_schedules.id').onDelete('cascade'),
    )
    .addColumn('occurrence_index', 'integer', (col) => col.notNull())
    // An invoice deleted afterwards leaves its occurrence (so it is not made again), without the link.
    .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id').onDelete('set null'))
    .addColumn('issued_on', 'text', (col) => col.notNull())
    .addColumn('sent', 'boolean', (col) => col.notNull())
    /** Why an invoice meant to be e-mailed was left as a draft: a mail limit's code; null otherwise. */
    .addColumn('unsent_reason', 'text')
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('recurring_occurrences_once', ['schedule_id', 'occurrence_index'])
    .execute();
  await db.schema
    .createIndex('recurring_occurrences_invoice')
    .on('recurring_occurrences')
    .column('invoice_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('recurring_occurrences').execute();
  await db.schema.dropTable('recurring_schedules').execute();
}
